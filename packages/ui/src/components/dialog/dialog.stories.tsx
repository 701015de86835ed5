import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { overlayDocs } from "../../story-docs";
import { Button } from "../button";
import { Dialog, type DialogProps } from "./dialog";

const meta = {
  title: "UI/Dialog",
  parameters: overlayDocs,
  component: Dialog,
  args: {
    id: "confirmation-dialog",
    title: "Are you sure?",
    children: <p>This cannot be undone.</p>,
    onClose: () => {},
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closable: Story = {};
/** No onClose: only its own buttons close it (the session warning). */
export const Blocking: Story = {
  args: {
    onClose: undefined,
    actions: <Button type="button">Log out now</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await expect(dialog).toHaveProperty("open", true);
  },
};
/** After success: the line replaces the content and the dialog closes itself after 2000 ms (R-STATES). */
export const Succeeded: Story = {
  args: { title: "Request a callback", success: "Thanks! We'll call you back at the time you chose." },
};

/** A page with a button that opens the dialog, as a player meets it. */
function WithOpener(props: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <main style={{ padding: 24 }}>
      <Button type="button" onClick={() => setOpen(true)}>
        Remove ticket
      </Button>
      {open && (
        <Dialog
          {...props}
          onClose={() => setOpen(false)}
          actions={
            <>
              <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="button" onClick={() => setOpen(false)}>
                Remove
              </Button>
            </>
          }
        />
      )}
    </main>
  );
}

/**
 * In Chromium: focus moves into the dialog, the page behind is inert (its button cannot take focus),
 * Tab wraps from the last button to the first and back, and Escape closes it with focus back on the
 * button that opened it.
 */
export const FocusJourney: Story = {
  render: (args) => <WithOpener {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole("button", { name: "Remove ticket" });
    await userEvent.click(opener);
    const dialog = await page.findByRole("dialog", { name: "Are you sure?" });
    await expect(dialog).toHaveFocus();
    await expect(dialog.matches(":modal")).toBe(true);
    opener.focus();
    await expect(opener).not.toHaveFocus();
    const [cancel, remove] = within(dialog).getAllByRole("button");
    remove?.focus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
