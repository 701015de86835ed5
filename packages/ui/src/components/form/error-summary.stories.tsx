import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ErrorSummary } from "./error-summary";
import { Field } from "./field";

/** A form's refused submit: the summary takes focus, each link jumps to its field. */
const meta = {
  title: "UI/Error summary",
  component: ErrorSummary,
  args: {
    attempt: 1,
    items: [
      { id: "story-email", message: "Please enter a valid email address." },
      { id: "story-postcode", message: "Postcode is required." },
    ],
  },
  render: (args) => (
    <div style={{ display: "grid", gap: 12, maxWidth: 480 }}>
      <ErrorSummary {...args} />
      <Field id="story-email" label="Email address" error={args.items[0]?.message} />
      <Field id="story-postcode" label="Postcode" error={args.items[1]?.message} />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("error-summary")).toHaveFocus();
    await userEvent.click(canvas.getByRole("link", { name: "Postcode is required." }));
    await expect(canvas.getByLabelText("Postcode")).toHaveFocus();
  },
};
export const FocusedMobile: Story = { ...Focused, globals: { viewport: { value: "mobile" } } };

/** Before any refused submit: nothing shows. */
export const NoErrors: Story = { args: { items: [], attempt: 0 } };
