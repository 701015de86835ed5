import type { Meta, StoryObj } from "@storybook/react-vite";
import type { FakeRoutes } from "../testing/fake-api";
import { CALLBACKS, CLIENT_ERRORS, CONFIG, DRAWS, REVIEWS, WITHDRAWALS } from "../testing/fixtures";
import { type PageStoryArgs, pageStoryMeta } from "../testing/page-story";
import { ConsoleRoot } from "./console-root";

const session = (role: string): FakeRoutes => ({
  "GET /operator/session": { data: { email: `${role}@operator.test`, role } },
  "GET /operator/withdrawals": { data: { withdrawals: WITHDRAWALS } },
  "GET /operator/draws": { data: { draws: DRAWS } },
  "GET /operator/kyc": { data: { reviews: REVIEWS } },
  "GET /operator/callbacks": { data: { callbacks: CALLBACKS } },
  "GET /operator/errors": { data: { errors: CLIENT_ERRORS } },
  "GET /operator/config": { data: CONFIG },
});

/** The whole console: the layout with each role's navigation and its first page. */
const meta = {
  ...pageStoryMeta("Operator/Console", ConsoleRoot, session("finance")),
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Finance: Story = {};
export const Support: Story = { args: { routes: session("support") } };
export const DrawStaff: Story = { args: { routes: session("draws") } };
export const Admin: Story = { args: { routes: session("admin") } };
export const FinanceOnMobile: Story = { globals: { viewport: { value: "mobile" } } };

/** Checking the session. */
export const Loading: Story = { args: { routes: { "GET /operator/session": "pending" } } };

/** The session could not be read (the server is down): the error with a retry. */
export const Failed: Story = {
  args: { routes: { "GET /operator/session": { status: 503, message: "Unavailable" } } },
};

/** Signed out: the sign-in page. */
export const SignedOut: Story = {
  args: {
    routes: {
      "GET /operator/session": { status: 401, message: "Unauthorized request", code: "UNAUTHORIZED" },
    },
  },
};
