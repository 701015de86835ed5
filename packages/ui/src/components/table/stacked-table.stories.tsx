import type { Meta, StoryObj } from "@storybook/react-vite";
import { StackedTable } from "./stacked-table";

const rows = [
  ["1", "7 winning numbers", "38,320,568", "$20,000 a month for 20 years"],
  ["2", "6 winning numbers + 1 supplementary", "2,737,183", "$5,000 a month for 12 months"],
  ["3", "6 winning numbers", "156,410", "Shared prize pool"],
];

const meta = {
  title: "UI/StackedTable",
  component: StackedTable,
  args: {
    children: (
      <>
        <caption>Odds of winning</caption>
        <thead>
          <tr>
            <th scope="col">Division</th>
            <th scope="col">Winning combination</th>
            <th scope="col">Odds (1 in)</th>
            <th scope="col">Prize</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([division, what, odds, prize]) => (
            <tr key={division}>
              <td data-label="Division">{division}</td>
              <td data-label="Winning combination">{what}</td>
              <td data-label="Odds (1 in)">{odds}</td>
              <td data-label="Prize">{prize}</td>
            </tr>
          ))}
        </tbody>
      </>
    ),
  },
} satisfies Meta<typeof StackedTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From 600 px: a plain table. */
export const Desktop: Story = {};

/** On a phone each row stacks into "label: value" lines; nothing scrolls sideways. */
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
