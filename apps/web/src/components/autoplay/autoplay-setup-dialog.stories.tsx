import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { AutoplaySetupDialog } from "./autoplay-setup-dialog";

const meta = {
  title: "Autoplay/AutoplaySetupDialog",
  parameters: overlayDocs,
  component: AutoplaySetupDialog,
  args: {
    title: "Play automatically",
    gameName: "Saturday Lotto",
    cost: 740,
    hasJackpot: true,
    weeklyMaximum: 740,
    weeklyLimit: 10_000,
    maxDraws: 100,
    submit: "Start autoplay",
    busy: false,
    error: null,
    onSave: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof AutoplaySetupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new autoplay: every draw until cancelled, its weekly most beside the player's limit. */
export const New: Story = {};

/** On a phone. */
export const NewMobile: Story = { globals: { viewport: { value: "mobile" } } };

/** Editing a jackpot trigger for ten draws. */
export const EditingTrigger: Story = {
  args: {
    title: "Edit autoplay",
    gameName: "Powerball",
    cost: 2_640,
    weeklyMaximum: 2_640,
    submit: "Save changes",
    initial: { trigger: { kind: "jackpot-at-least", threshold: 5_000_000_000 }, draws: 10 },
  },
};

/** A game without a jackpot: only every draw. */
export const NoJackpot: Story = {
  args: { gameName: "Cash 3", cost: 300, weeklyMaximum: 2_100, hasJackpot: false },
};

/** The set-up may spend more a week than the limit allows: the player is told what happens. */
export const OverTheLimit: Story = { args: { weeklyMaximum: 12_000, weeklyLimit: 5_000 } };

/** The limit and price still loading. */
export const Loading: Story = { args: { cost: null, weeklyMaximum: null, weeklyLimit: null } };

/** The server refused the set-up. */
export const Refused: Story = { args: { error: "You can have at most 20 autoplays." } };

/** Saved: the dialog says so and closes itself. */
export const Saved: Story = { args: { success: "Autoplay started." } };
