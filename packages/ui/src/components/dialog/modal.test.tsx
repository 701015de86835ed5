import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "./modal";

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal aria-label="Pick" onClose={onClose ?? (() => setOpen(false))}>
          <button type="button">First</button>
          <input aria-label="Middle" />
          <button type="button" onClick={() => setOpen(false)}>
            Last
          </button>
        </Modal>
      )}
    </>
  );
}

const open = () => {
  const opener = screen.getByRole("button", { name: "Open" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole("dialog", { name: "Pick" }) as HTMLDialogElement };
};

describe("Modal", () => {
  it("opens as a modal and moves focus in, to the dialog or to the control marked data-autofocus", () => {
    const { unmount } = render(<Opener />);
    const { dialog } = open();
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(dialog);
    unmount();
    render(
      <Modal aria-label="Name">
        <input aria-label="Name" data-autofocus />
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
  });

  it("keeps Tab inside: past the last control to the first, Shift+Tab from the first to the last", () => {
    render(<Opener />);
    const { dialog } = open();
    const first = screen.getByRole("button", { name: "First" });
    const last = screen.getByRole("button", { name: "Last" });
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    // From the dialog itself (where focus starts), Shift+Tab also lands on the last control.
    dialog.focus();
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    // In the middle, Tab is the browser's own.
    const middle = screen.getByRole("textbox", { name: "Middle" });
    middle.focus();
    expect(fireEvent.keyDown(middle, { key: "Tab" })).toBe(true);
  });

  it("gives focus back to the control that opened it when it closes", () => {
    render(<Opener />);
    const { opener } = open();
    fireEvent.click(screen.getByRole("button", { name: "Last" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on Escape and on the platform's close request, each once, and stops the native close", () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const { dialog } = open();
    expect(fireEvent.keyDown(dialog, { key: "Escape" })).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fireEvent(dialog, new Event("cancel", { cancelable: true }))).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(dialog.open).toBe(true);
  });

  it("without onClose is blocking: Escape, the backdrop and a forced native close leave it open", () => {
    render(
      <Modal aria-label="Blocking">
        <button type="button">Log out now</button>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Blocking" }) as HTMLDialogElement;
    fireEvent.keyDown(dialog, { key: "Escape" });
    fireEvent.click(dialog);
    dialog.close();
    expect(dialog.open).toBe(true);
  });

  it("can keep a click on the backdrop from closing it (the login overlay)", () => {
    const onClose = vi.fn();
    render(
      <Modal aria-label="Log In" onClose={onClose} closeOnBackdrop={false}>
        <p>form</p>
      </Modal>,
    );
    fireEvent.click(screen.getByRole("dialog", { name: "Log In" }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
