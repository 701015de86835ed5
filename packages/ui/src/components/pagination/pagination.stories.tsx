import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pagination } from "./pagination";

const meta = {
  title: "UI/Pagination",
  component: Pagination,
  args: { page: 2, totalPages: 5, onPage: () => {} },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A middle page. */
export const Middle: Story = {};

/** The first page: previous disabled. */
export const First: Story = { args: { page: 1 } };

/** A single page: nothing renders. */
export const Single: Story = { args: { page: 1, totalPages: 1 } };
