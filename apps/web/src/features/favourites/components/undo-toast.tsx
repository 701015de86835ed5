import { Button } from "@lotto/ui/button";
import { colors, elevation, mediaUp, sizes, space } from "@lotto/ui/theme";
import styled from "styled-components";

/** Props of {@link UndoToast}. */
export interface UndoToastProps {
  /** What was done, e.g. 'Deleted Birthdays.'; null shows nothing. */
  message: string | null;
  onUndo: () => void;
  /** The player is on the toast (pointer or focus): its time stops. */
  onHold: () => void;
  onRelease: () => void;
}

/**
 * A short-lived bar above the bottom bar that says what was just done and offers Undo. Its live
 * region is always in the page so screen readers announce each message as it arrives.
 */
export function UndoToast({ message, onUndo, onHold, onRelease }: UndoToastProps) {
  return (
    <Region role="status" aria-live="polite">
      {message !== null && (
        <Toast
          data-testid="undo-toast"
          onPointerEnter={onHold}
          onPointerLeave={onRelease}
          onFocus={onHold}
          onBlur={onRelease}
        >
          <span>{message}</span>
          <Button type="button" $variant="secondary" $size="small" onClick={onUndo}>
            Undo
          </Button>
        </Toast>
      )}
    </Region>
  );
}

// Fixed above the bottom bar on a phone, above the page's bottom edge otherwise; the region itself
// takes no taps, only the toast in it.
const Region = styled.div`
  position: fixed;
  left: ${space.md};
  right: ${space.md};
  bottom: calc(${sizes.bottomBarHeight}px + ${space.sm} + env(safe-area-inset-bottom, 0px));
  z-index: 95;
  display: flex;
  justify-content: center;
  pointer-events: none;

  ${mediaUp("tablet")} {
    bottom: ${space.lg};
  }
`;

const Toast = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${space.md};
  max-width: 480px;
  width: 100%;
  padding: ${space.xs} ${space.xs} ${space.xs} ${space.md};
  border-radius: 8px;
  background: ${colors.text};
  color: ${colors.surface};
  box-shadow: ${elevation.overlay};
  overflow-wrap: anywhere;

  > span {
    flex: 1;
  }
`;
