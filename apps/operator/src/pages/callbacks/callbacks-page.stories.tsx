import type { Meta, StoryObj } from "@storybook/react-vite";
import { CALLBACKS } from "../../testing/fixtures";
import { type PageStoryArgs, pageStoryMeta } from "../../testing/page-story";
import CallbacksPage from "./callbacks-page";

const LIST = "GET /operator/callbacks";

/** Support calls players back and marks each request done. */
const meta = {
  ...pageStoryMeta("Operator/Pages/Callbacks", CallbacksPage, { [LIST]: { data: { callbacks: CALLBACKS } } }),
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { routes: { [LIST]: "pending" } } };
export const Empty: Story = { args: { routes: { [LIST]: { data: { callbacks: [] } } } } };
export const Failed: Story = { args: { routes: { [LIST]: { status: 500, message: "Internal error" } } } };
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
