import type { Meta, StoryObj } from "@storybook/react-vite";
import { FEEDBACK } from "../../testing/fixtures";
import { type PageStoryArgs, pageStoryMeta } from "../../testing/page-story";
import FeedbackPage from "./feedback-page";

const LIST = "GET /operator/feedback";

/** Support reads what players said after a purchase or a deposit. */
const meta = {
  ...pageStoryMeta("Operator/Pages/Feedback", FeedbackPage, { [LIST]: { data: { feedback: FEEDBACK } } }),
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { routes: { [LIST]: "pending" } } };
export const Empty: Story = { args: { routes: { [LIST]: { data: { feedback: [] } } } } };
export const Failed: Story = { args: { routes: { [LIST]: { status: 500, message: "Internal error" } } } };
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
