import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Stepper } from "./stepper";

const TEN = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const draws = (n: number) => `${n} draw${n === 1 ? "" : "s"}`;

/** A number with − and +: in range, at its minimum and maximum, uneven steps, disabled. */
const meta = {
  title: "UI/Stepper",
  component: Stepper,
  args: { label: "Multi-draw", value: 3, values: TEN, format: draws, onChange: () => {} },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: "mobile" } };

function Live() {
  const [value, setValue] = useState(1);
  return <Stepper label="Multi-draw" value={value} values={TEN} format={draws} onChange={setValue} />;
}

/** Both buttons work in range; + steps up and the value is announced. */
export const InRange: Story = {
  render: () => <Live />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Decrease Multi-draw" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Increase Multi-draw" }));
    await userEvent.click(canvas.getByRole("button", { name: "Increase Multi-draw" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("3 draws");
    await expect(canvas.getByRole("button", { name: "Decrease Multi-draw" })).toBeEnabled();
  },
};
export const InRangeMobile: Story = { ...InRange, globals: mobile };

/** At the minimum: − is disabled. */
export const AtMinimum: Story = { args: { value: 1 } };
export const AtMinimumMobile: Story = { args: { value: 1 }, globals: mobile };

/** At the maximum: + is disabled. */
export const AtMaximum: Story = { args: { value: 10 } };
export const AtMaximumMobile: Story = { args: { value: 10 }, globals: mobile };

/** Uneven steps: Set for Life's 7, 14, 21 or 28 days. */
export const UnevenSteps: Story = {
  args: { label: "Multi-draw", value: 14, values: [7, 14, 21, 28], format: (n: number) => `${n} days` },
};

/** Disabled as a whole (a single choice). */
export const Disabled: Story = { args: { value: 1, values: [1], disabled: true } };
export const DisabledMobile: Story = { ...Disabled, globals: mobile };
