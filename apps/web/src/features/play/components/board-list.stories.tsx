import type { Board } from "@lotto/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BoardList } from "./board-list";

const empty: Board = { numbers: [], powerball: null, stake: 50, type: 1 };
const full: Board = { numbers: [3, 9, 17, 22, 29, 41], powerball: null, stake: 50, type: 1 };

const meta = {
  title: "Play/BoardList",
  component: BoardList,
  args: {
    boards: [full, full, { ...empty, numbers: [4, 8] }, empty],
    gameKind: "lotto",
    colour: "#d6001c",
    active: 2,
    canAdd: true,
    canDelete: true,
    onSelect: () => {},
    onQuickPick: () => {},
    onClear: () => {},
    onDelete: () => {},
    onAdd: () => {},
  },
} satisfies Meta<typeof BoardList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four Saturday Lotto boards, the third being filled. */
export const Filling: Story = {};

/** At the minimum board count, delete is disabled. */
export const AtMinimum: Story = { args: { boards: [full], active: 0, canDelete: false } };

/** At the maximum board count, add is disabled. */
export const AtMaximum: Story = { args: { canAdd: false } };

/** A Powerball board shows its Powerball. */
export const PowerballBoard: Story = {
  args: { boards: [{ ...full, numbers: [1, 5, 9, 13, 22, 30, 35], powerball: 7 }], active: 0 },
};
