import {
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
} from "react";
import styled from "styled-components";
import { colors } from "../../theme/theme";
import { tabbablesIn } from "./tabbables";

/** Props of {@link Modal}: a native `<dialog>`'s own props, less the ones the modal drives. */
export interface ModalProps
  extends Omit<ComponentPropsWithoutRef<"dialog">, "open" | "onClose" | "onCancel"> {
  /**
   * Called on Escape, the platform's close request (Android back) and a click on the backdrop; omit
   * for a blocking dialog, which only its own buttons close (e.g. the session warning).
   */
  onClose?: (() => void) | undefined;
  /** A click outside the card closes it too (default); the login overlay keeps it open. */
  closeOnBackdrop?: boolean;
}

/**
 * The one modal surface of the app, a native `<dialog>` opened with `showModal()`: the page behind is
 * inert and under a backdrop, focus moves in (to the element marked `data-autofocus`, else to the
 * dialog itself), Tab and Shift+Tab wrap inside, and on unmount focus returns to the element that
 * had it when the modal opened. The modal shows while it is mounted: callers render it conditionally.
 * It must fill its content edge to edge (no padding of its own), so a click on the dialog element
 * itself is a click on the backdrop.
 */
export function Modal({
  onClose,
  closeOnBackdrop = true,
  children,
  onKeyDown,
  onClick,
  ...rest
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    dialog.showModal();
    (dialog.querySelector<HTMLElement>("[data-autofocus]") ?? dialog).focus();
    // The browser may close it on its own (a repeated close request): a blocking one opens again.
    const onNativeClose = () => {
      if (close.current) close.current();
      else dialog.showModal();
    };
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.key === "Escape") {
      // The modal decides: no native close behind React's back.
      event.preventDefault();
      close.current?.();
    } else if (event.key === "Tab") {
      wrapFocus(event, event.currentTarget);
    }
  };
  const click = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    if (closeOnBackdrop && event.target === event.currentTarget) close.current?.();
  };
  // Close requests without a key (Android back, a close watcher) arrive as `cancel`.
  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close.current?.();
  };
  return (
    <Surface ref={ref} tabIndex={-1} onKeyDown={keyDown} onClick={click} onCancel={cancel} {...rest}>
      {children}
    </Surface>
  );
}

/** Tab past the last control goes to the first, Shift+Tab before the first goes to the last. */
function wrapFocus(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement) {
  const tabbables = tabbablesIn(dialog);
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

// No outline: the dialog is focused only as the starting point when no control asks for focus, and is
// not a control itself. (Comments stay outside the CSS, which ships as written.)
const Surface = styled.dialog`
  padding: 0;
  border: none;
  color: ${colors.text};
  &:focus { outline: none; }
  &::backdrop { background: ${colors.overlay}; }
`;
