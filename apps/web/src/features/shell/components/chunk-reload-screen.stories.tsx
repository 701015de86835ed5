import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChunkReloadScreen } from "./chunk-reload-screen";

const meta = { title: "Full screen/ChunkReload", component: ChunkReloadScreen } satisfies Meta<
  typeof ChunkReloadScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reloading: Story = {};
export const ReloadingMobile: Story = { globals: { viewport: { value: "mobile" } } };
export const ReloadingTablet: Story = { globals: { viewport: { value: "tablet" } } };
