import type { Meta, StoryObj } from "@storybook/react-vite";
import { EntryOptionsPanel } from "./entry-options-panel";

const select = (label: string, value: string, labels: string[]) => ({
  label,
  value,
  options: labels.map((l, i) => ({ value: String(i + 1), label: l })),
  onChange: () => {},
});

const meta = {
  title: "Play/EntryOptionsPanel",
  component: EntryOptionsPanel,
  args: {
    controls: [
      select("System", "1", ["Standard", "System 7", "System 8"]),
      select("Number of boards", "1", ["4", "5", "6"]),
      { ...select("Multi-draw", "1", ["1 draw", "2 draws", "3 draws"]), stepper: true },
      select("Advance play", "1", ["Next draw", "Draw 4523"]),
    ],
  },
} satisfies Meta<typeof EntryOptionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lotto game's options: selects, and − and + for the number of draws. */
export const Lotto: Story = {};
export const LottoMobile: Story = { globals: { viewport: { value: "mobile" } } };

/** Cash 3 adds stake and play type toggles. */
export const Cash3: Story = {
  args: {
    controls: [
      select("Number of boards", "1", ["1", "2", "3"]),
      { ...select("Stake", "2", ["$0.50", "$1.00"]), toggles: true },
      { ...select("Play type", "3", ["Exact", "Any", "Both"]), toggles: true },
    ],
  },
};
