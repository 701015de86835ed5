import { gameById } from "@lotto/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { EntryPicker } from "./entry-picker";

const board = { numbers: [3, 9, 17], powerball: null, stake: 50, type: 1 } as const;

const meta = {
  title: "Play/EntryPicker",
  component: EntryPicker,
  args: {
    game: gameById(5127),
    board: { ...board, numbers: [...board.numbers] },
    required: 6,
    winBallMax: 45,
    powerballMax: 0,
    powerpik: false,
    onChange: () => {},
  },
} satisfies Meta<typeof EntryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saturday Lotto: one barrel of 45. */
export const SaturdayLotto: Story = {};

/** Powerball: the second barrel below. */
export const Powerball: Story = {
  args: {
    game: gameById(5132),
    required: 7,
    winBallMax: 35,
    powerballMax: 20,
    board: { ...board, numbers: [1, 5], powerball: 7 },
  },
};

/** Powerball powerpik: every Powerball held. */
export const Powerpik: Story = {
  args: { game: gameById(5132), required: 7, winBallMax: 35, powerballMax: 20, powerpik: true },
};

/** Super66: six digit columns. */
export const Super66: Story = {
  args: { game: gameById(2115), required: 6, board: { ...board, numbers: [0, 4] } },
};

/** Cash 3: three digit columns. */
export const Cash3: Story = { args: { game: gameById(2116), required: 3, board: { ...board, numbers: [] } } };

/** Set for Life: seven numbers from one barrel of 44. */
export const SetForLife: Story = {
  args: { game: gameById(5237), required: 7, winBallMax: 44, board: { ...board, numbers: [2, 11, 23, 40] } },
};

/** Set for Life with a full board: seven numbers marked. */
export const SetForLifeFull: Story = {
  args: {
    game: gameById(5237),
    required: 7,
    winBallMax: 44,
    board: { ...board, numbers: [2, 11, 19, 23, 31, 40, 44] },
  },
};

/** Millionaire Medley: six numbers from one barrel of 45. */
export const MillionaireMedley: Story = {
  args: { game: gameById(5303), required: 6, winBallMax: 45, board: { ...board, numbers: [7, 14, 45] } },
};

/** Millionaire Medley System 8: eight numbers to mark. */
export const MillionaireMedleySystem8: Story = {
  args: {
    game: gameById(5303),
    required: 8,
    winBallMax: 45,
    board: { ...board, numbers: [1, 8, 15, 22, 29, 36, 43] },
  },
};
