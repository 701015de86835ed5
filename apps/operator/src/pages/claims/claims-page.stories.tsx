import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type PageStoryArgs, pageStoryMeta } from "../../testing/page-story";
import ClaimsPage from "./claims-page";

const PAY = "POST /operator/wins/pay";

/** Finance pays a checked claim by its ticket id, once. */
const meta = {
  ...pageStoryMeta("Operator/Pages/Claims", ClaimsPage, {
    [PAY]: { data: { ticket_id: "T-1001", amount: 2_500_000, already_paid: false, status: 7 } },
  }),
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Form: Story = {};

/** A claim paid: the amount and ticket are confirmed on the page. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Ticket id"), "T-1001");
    await userEvent.click(canvas.getByRole("button", { name: "Pay claim" }));
    await userEvent.click(within(document.body).getByRole("button", { name: "Pay" }));
    await expect(
      await canvas.findByText("Paid $25,000.00 for ticket T-1001 into the player's winnings."),
    ).toBeVisible();
  },
};

/** A ticket not waiting for a claim: the server's reason, in the dialog. */
export const Refused: Story = {
  args: { routes: { [PAY]: { status: 400, message: "Ticket T-9 is not waiting for a claim." } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Ticket id"), "T-9");
    await userEvent.click(canvas.getByRole("button", { name: "Pay claim" }));
    const dialog = within(document.body).getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Pay" }));
    await expect(await within(dialog).findByText("Ticket T-9 is not waiting for a claim.")).toBeVisible();
  },
};
