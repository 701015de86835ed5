import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SUPER66_ADD_ON } from "@/testing/add-on-fixtures";
import { AddOnPanel } from "./add-on-panel";

const meta = {
  title: "Play/AddOnPanel",
  component: AddOnPanel,
  args: {
    gameName: "Super66",
    unitPrice: 100,
    carrierName: "Saturday Lotto",
    added: false,
    addOn: { ...SUPER66_ADD_ON, game_data: SUPER66_ADD_ON.game_data.slice(0, 1) },
    sizes: Array.from({ length: 50 }, (_, i) => i + 1),
    cost: 100,
    onToggle: fn(),
    onSize: fn(),
  },
} satisfies Meta<typeof AddOnPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offered, not added: the price of a game and a box to tick. */
export const Offered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Add Super66 to this entry" }));
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    await expect(canvas.queryByTestId("add-on-games")).toBeNull();
  },
};

/** Added: two games over a three-week entry, their digits and what they add. */
export const Added: Story = {
  args: { added: true, addOn: SUPER66_ADD_ON, cost: 600 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Adds $6.00 to this entry.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "New numbers" }));
    await expect(args.onSize).toHaveBeenCalledWith(2);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Super66 games" }), "5");
    await expect(args.onSize).toHaveBeenCalledWith(5);
  },
};

/** Added, on a phone. */
export const AddedMobile: Story = { ...Added, globals: { viewport: { value: "mobile" } } };
