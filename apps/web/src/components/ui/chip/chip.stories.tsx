import type { Meta, StoryObj } from "@storybook/react-vite";
import { Chip } from "./chip";

const meta = { title: "UI/Chip", component: Chip, args: { label: "7" } } satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Coloured: Story = { args: { label: "42", colour: "#8fd3ff" } };
