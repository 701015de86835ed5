import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import ScrollIndicator from "./scroll-indicator";

// A tall page so the indicator has something to point at.
const meta = {
  title: "Shell/ScrollIndicator",
  parameters: overlayDocs,
  component: ScrollIndicator,
  decorators: [
    (Story) => (
      <div style={{ height: "300vh" }}>
        <p>A long page.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnALongPage: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };

/** A control sits where the arrow would: the arrow steps aside rather than cover it. */
export const StepsAsideForAControl: Story = {
  globals: { viewport: { value: "mobile" } },
  decorators: [
    (Story) => (
      <>
        <button type="button" style={{ position: "fixed", right: 8, bottom: 84, minHeight: 44 }}>
          Delete
        </button>
        <Story />
      </>
    ),
  ],
};
