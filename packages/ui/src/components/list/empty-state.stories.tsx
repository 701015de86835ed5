import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button";
import { EmptyState } from "./empty-state";

const meta = {
  title: "Components/EmptyState",
  component: EmptyState,
  args: { title: "You have no favourites yet." },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First use: what the list is for and the first step. */
export const FirstUse: Story = {
  args: {
    children: 'Build an entry on a game\'s page and choose "Save as favourite" to play it again in two taps.',
    action: (
      <Button as="a" href="/" $variant="secondary">
        Choose a game
      </Button>
    ),
  },
};

/** Filtered to nothing: offers to clear the filters. */
export const NothingMatches: Story = {
  args: {
    title: "No favourites match these filters.",
    action: (
      <Button type="button" $variant="secondary">
        Show all favourites
      </Button>
    ),
  },
};
