import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HOSTED_FIELDS_FAILED, HostedCardFieldsView } from "./hosted-card-fields";

/**
 * Braintree's Hosted Fields on the deposit form (docs/payments.md): the containers its iframes fill, while
 * they load, once ready (empty here: the iframes need Braintree's origin) and when Braintree cannot be reached.
 */
const meta = {
  title: "Wallet/Braintree card fields",
  component: HostedCardFieldsView,
  args: { state: "loading" },
} satisfies Meta<typeof HostedCardFieldsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Braintree's fields are being fetched: the three labelled boxes and a status line. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading secure card fields…");
    await expect(canvas.getByRole("group", { name: "Card number" })).toBeInTheDocument();
  },
};

/** Ready: the iframes sit in the boxes; nothing else is said. */
export const Ready: Story = {
  args: { state: "ready" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("status")).toBeNull();
    await expect(canvas.getByRole("group", { name: "CVV" })).toBeInTheDocument();
  },
};

/** Braintree cannot be reached: the player is told, and PayPal is suggested. */
export const Failed: Story = {
  args: { state: "failed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(HOSTED_FIELDS_FAILED);
  },
};
