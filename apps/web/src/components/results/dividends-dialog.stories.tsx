import type { Meta, StoryObj } from "@storybook/react-vite";
import { POWERBALL_RESULT } from "@/testing/result-fixtures";
import { overlayDocs } from "@/testing/story-docs";
import { DividendsDialog } from "./dividends-dialog";

const meta = {
  title: "Results/DividendsDialog",
  parameters: overlayDocs,
  component: DividendsDialog,
  args: {
    onClose: () => {},
    result: {
      ...POWERBALL_RESULT,
      divisions: [...POWERBALL_RESULT.divisions, { division: 9, each: 1235, winners: 120400 }],
    },
  },
} satisfies Meta<typeof DividendsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Powerball draw's dividends. */
export const Open: Story = {};
