import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEPOSIT_LIMITS, SPEND_LIMITS } from "@/testing/account-fixtures";
import { StoryApi } from "@/testing/story-api";
import AccountPage from "./account-page";

const routes = {
  "GET /user/limits": SPEND_LIMITS,
  "GET /user/deposit-limits": DEPOSIT_LIMITS,
  "GET /user/security-questions": [{ id: 3, question: "In which city were you born?" }],
};

const at = (tab: number) => () => (
  <StoryApi routes={routes} path={`/account?tab=${tab}`}>
    <AccountPage />
  </StoryApi>
);

const meta = {
  title: "Pages/Account",
  component: AccountPage,
} satisfies Meta<typeof AccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole page with its tab nav on tab 0, personal details (R-SCREENS /account?tab=). */
export const PersonalDetailsTab: Story = { render: at(0) };
/** Tab 1: change password and security question. */
export const SecurityTab: Story = { render: at(1) };
/** Tab 2: spend limit. */
export const SpendLimitTab: Story = { render: at(2) };
/** Tab 3: notifications. */
export const NotificationsTab: Story = { render: at(3) };
/** Tab 4: self-exclusion. */
export const SelfExclusionTab: Story = { render: at(4) };
/** The tab nav wrapping on a phone. */
export const PersonalDetailsTabMobile: Story = { render: at(0), globals: { viewport: { value: "mobile" } } };
/** Tab 5: close the account. */
export const CloseAccountTab: Story = { render: at(5) };

const mobile = { viewport: { value: "mobile" } };
export const SecurityTabMobile: Story = { render: at(1), globals: mobile };
export const SpendLimitTabMobile: Story = { render: at(2), globals: mobile };
export const NotificationsTabMobile: Story = { render: at(3), globals: mobile };
export const SelfExclusionTabMobile: Story = { render: at(4), globals: mobile };
export const CloseAccountTabMobile: Story = { render: at(5), globals: mobile };
