import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { OptionSelect } from "./option-select";

const meta = {
  title: "Play/OptionSelect",
  component: OptionSelect,
  args: {
    label: "System",
    value: "6",
    options: [
      { value: "6", label: "Standard" },
      { value: "7", label: "System 7" },
      { value: "8", label: "System 8" },
    ],
    onChange: () => {},
  },
} satisfies Meta<typeof OptionSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * System selection: the app-wide select look (control-styles.ts), chevron and its room included, so on a
 * phone the select does not pass for a text field.
 */
export const System: Story = {
  play: async ({ canvasElement }) => {
    const select = getComputedStyle(within(canvasElement).getByLabelText("System"));
    await expect(select.backgroundImage).toContain("data:image/svg+xml");
    await expect(select.paddingRight).toBe("48px");
    await expect(select.minHeight).toBe("44px");
  },
};

/** System selection on a phone. */
export const SystemMobile: Story = { ...System, globals: { viewport: { value: "mobile" } } };

/** Powerball with powerpik variants. */
export const WithPowerpik: Story = {
  args: {
    value: "pp7",
    options: [
      { value: "7", label: "Standard" },
      { value: "8", label: "System 8" },
      { value: "pp7", label: "Powerpik" },
      { value: "pp8", label: "Powerpik System 8" },
    ],
  },
};

/** Multi-draw weeks. */
export const MultiDraw: Story = {
  args: {
    label: "Multi-draw",
    value: "3",
    options: [1, 2, 3, 4].map((n) => ({ value: `${n}`, label: `${n} weeks` })),
  },
};

/** A single choice is shown disabled. */
export const SingleChoice: Story = {
  args: { label: "Advance play", value: "0", options: [{ value: "0", label: "Next draw" }] },
};
