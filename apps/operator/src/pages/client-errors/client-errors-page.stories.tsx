import type { Meta, StoryObj } from "@storybook/react-vite";
import { CLIENT_ERRORS } from "../../testing/fixtures";
import { type PageStoryArgs, pageStoryMeta } from "../../testing/page-story";
import ClientErrorsPage from "./client-errors-page";

const LIST = "GET /operator/errors";

/** Errors players' browsers reported, each with its stack behind a disclosure. */
const meta = {
  ...pageStoryMeta("Operator/Pages/Client errors", ClientErrorsPage, {
    [LIST]: { data: { errors: CLIENT_ERRORS } },
  }),
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { routes: { [LIST]: "pending" } } };
export const Empty: Story = { args: { routes: { [LIST]: { data: { errors: [] } } } } };
export const Failed: Story = { args: { routes: { [LIST]: { status: 500, message: "Internal error" } } } };
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
