import { Button } from "@lotto/ui/button";
import { Dialog } from "@lotto/ui/dialog";
import type { ReactNode } from "react";
import { DIALOG_CONTENT, type SharedDialogName } from "./shared-dialog-content";

/** One shared dialog of R-SCREENS with its actions; `onPrimary`/`onSecondary` are the caller's. */
export function SharedDialog({
  name,
  body,
  children,
  onPrimary,
  onSecondary,
}: {
  /** More content under the text (the terms prompt's documents). */
  children?: ReactNode;
  name: SharedDialogName;
  /** Replaces the default text (e.g. the configured spend-limit message). */
  body?: string;
  onPrimary(): void;
  onSecondary(): void;
}) {
  const content = DIALOG_CONTENT[name];
  return (
    <Dialog
      id={`${name}-dialog`}
      title={content.title}
      onClose={onSecondary}
      actions={
        <>
          {content.secondary && (
            <Button type="button" $variant="secondary" onClick={onSecondary}>
              {content.secondary}
            </Button>
          )}
          <Button type="button" onClick={onPrimary}>
            {content.primary}
          </Button>
        </>
      }
    >
      <p>{body ?? content.body}</p>
      {children}
    </Dialog>
  );
}
