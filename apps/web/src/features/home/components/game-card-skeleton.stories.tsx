import type { Meta, StoryObj } from "@storybook/react-vite";
import { GameCardSkeletons } from "./game-card-skeleton";

const meta = {
  title: "Home/GameCardSkeletons",
  component: GameCardSkeletons,
  args: { count: 8, withQuickPicks: false },
} satisfies Meta<typeof GameCardSkeletons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 8 placeholders of the loading home page. */
export const Loading: Story = {};

/** A logged-in player's placeholders: as tall as the cards with quick picks. */
export const LoadingWithQuickPicks: Story = { args: { withQuickPicks: true } };
