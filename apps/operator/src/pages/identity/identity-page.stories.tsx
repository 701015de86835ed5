import type { Meta, StoryObj } from "@storybook/react-vite";
import { REVIEWS } from "../../testing/fixtures";
import { type PageStoryArgs, pageStoryMeta } from "../../testing/page-story";
import IdentityPage from "./identity-page";

const LIST = "GET /operator/kyc";

/** Finance approves or rejects the sign-ups the identity verifier could not confirm. */
const meta = {
  ...pageStoryMeta("Operator/Pages/Identity reviews", IdentityPage, {
    [LIST]: { data: { reviews: REVIEWS } },
  }),
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { routes: { [LIST]: "pending" } } };
export const Empty: Story = { args: { routes: { [LIST]: { data: { reviews: [] } } } } };
export const Failed: Story = { args: { routes: { [LIST]: { status: 502, message: "Bad gateway" } } } };
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
