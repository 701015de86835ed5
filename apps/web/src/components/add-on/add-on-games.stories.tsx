import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SUPER66_ADD_ON } from "@/testing/add-on-fixtures";
import { AddOnGames } from "./add-on-games";

const meta = {
  title: "Components/AddOnGames",
  component: AddOnGames,
  args: { addOn: SUPER66_ADD_ON },
} satisfies Meta<typeof AddOnGames>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two Super66 games riding on a ticket: each game's six digits, repeats kept. */
export const TwoGames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Super66 add-on" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Super66 game B" })).toBeVisible();
  },
};

/** The same on a phone. */
export const TwoGamesMobile: Story = { ...TwoGames, globals: { viewport: { value: "mobile" } } };
