import { APP_TEXT } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { FullScreen } from "./full-screen";
import { StoreBadge } from "./store-badge";

/** Suggested update (R-SCREENS): store badge, 'Don't remind me again' and Cancel. */
export function SuggestedUpdateScreen({
  platform,
  onDontRemind,
  onCancel,
}: {
  platform: "ios" | "android";
  onDontRemind(): void;
  onCancel(): void;
}) {
  return (
    <FullScreen title={APP_TEXT.suggestedUpdate}>
      <StoreBadge platform={platform} />
      <div style={{ display: "flex", gap: 8 }}>
        <Button type="button" $variant="secondary" onClick={onDontRemind}>
          Don't remind me again
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </FullScreen>
  );
}
