import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, userEvent, within } from "storybook/test";
import { AccountTabNav } from "./account-tab-nav";
import { ChangePasswordForm } from "./change-password-form";
import { CloseAccountPanel } from "./close-account-panel";
import { NotificationSettings } from "./notification-settings";
import { PersonalDetailsForm } from "./personal-details-form";
import { SecurityQuestionForm } from "./security-question-form";
import { SelfExclusionPanel } from "./self-exclusion-panel";
import { SpendLimitPanel } from "./spend-limit-panel";

const noop = () => {};
const idle = { kind: "idle" } as const;
const busy = { kind: "busy" } as const;
const page = (tab: number, body: ReactNode) => (
  <main>
    <AccountTabNav tab={tab} />
    {body}
  </main>
);
const limit = { maximum: 5000, remaining: 3000, pending: null };

const meta = {
  title: "Account/Tabs",
  component: AccountTabNav,
  args: { tab: 0 },
} satisfies Meta<typeof AccountTabNav>;
export default meta;
type Story = StoryObj<typeof meta>;

const details = { email: "demo@playonline.test", firstname: "Demo", lastname: "Player", onSave: noop };
export const PersonalDetails: Story = {
  render: () => page(0, <PersonalDetailsForm {...details} status={idle} />),
};
export const PersonalDetailsMobile: Story = {
  ...PersonalDetails,
  globals: { viewport: { value: "mobile" } },
};
export const PersonalDetailsSaved: Story = {
  render: () =>
    page(
      0,
      <PersonalDetailsForm
        {...details}
        status={{ kind: "done", message: "Your details have been saved." }}
      />,
    ),
};
export const PersonalDetailsError: Story = {
  render: () =>
    page(
      0,
      <PersonalDetailsForm
        {...details}
        status={{ kind: "error", message: "Mobile number must be 10 digits starting with 04." }}
      />,
    ),
};
/** A name as core's rule refuses it: the message on the field, nothing sent. */
export const PersonalDetailsNameRefused: Story = {
  render: () => page(0, <PersonalDetailsForm {...details} firstname="www.win-now.com" status={idle} />),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save details" }));
    await expect(canvas.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
  },
};
export const Password: Story = {
  render: () => page(1, <ChangePasswordForm status={idle} onChange={noop} />),
};
export const PasswordWrongCurrent: Story = {
  render: () =>
    page(
      1,
      <ChangePasswordForm
        status={{ kind: "error", message: "The password you entered is incorrect." }}
        onChange={noop}
      />,
    ),
};
export const PasswordChanged: Story = {
  render: () =>
    page(
      1,
      <ChangePasswordForm
        status={{ kind: "done", message: "Your password has been changed." }}
        onChange={noop}
      />,
    ),
};
const spend = { pendingFrom: null, onSet: noop, onInfo: noop };
export const SpendLimitLoading: Story = {
  render: () => page(2, <SpendLimitPanel {...spend} limit={null} status={idle} />),
};
export const SpendLimit: Story = {
  render: () => page(2, <SpendLimitPanel {...spend} limit={limit} status={idle} />),
};
export const SpendLimitSaving: Story = {
  render: () => page(2, <SpendLimitPanel {...spend} limit={limit} status={busy} />),
};
export const SpendLimitLowered: Story = {
  render: () =>
    page(
      2,
      <SpendLimitPanel
        {...spend}
        limit={{ ...limit, maximum: 2000, remaining: 2000 }}
        status={{ kind: "done", message: "Your limit has been updated." }}
      />,
    ),
};
export const SpendLimitRaisePending: Story = {
  render: () =>
    page(
      2,
      <SpendLimitPanel
        {...spend}
        limit={{ ...limit, pending: { amount: 20_000, from: "2026-11-30T04:00:00Z" } }}
        pendingFrom="30 Nov 2026"
        status={{ kind: "done", message: "Your new limit is pending." }}
      />,
    ),
};
export const SpendLimitAboveSystem: Story = {
  render: () =>
    page(
      2,
      <SpendLimitPanel
        {...spend}
        limit={limit}
        status={{ kind: "error", message: "Your weekly limit cannot be more than $1000.00." }}
      />,
    ),
};
export const Notifications: Story = {
  render: () =>
    page(
      3,
      <NotificationSettings
        enabled
        threshold={null}
        choices={["results", "wins", "jackpots", "autoplay"]}
        status={idle}
        onSave={noop}
      />,
    ),
};
export const NotificationsOff: Story = {
  render: () =>
    page(
      3,
      <NotificationSettings
        enabled={false}
        threshold={5_000_000_000}
        choices={["wins"]}
        status={{ kind: "done", message: "Your settings have been saved." }}
        onSave={noop}
      />,
    ),
};
export const SelfExclusion: Story = {
  render: () => page(4, <SelfExclusionPanel excluded={false} status={idle} onExclude={noop} />),
};
export const SelfExcluded: Story = {
  render: () =>
    page(
      4,
      <SelfExclusionPanel
        excluded
        status={{ kind: "done", message: "You are now self-excluded." }}
        onExclude={noop}
      />,
    ),
};
export const CloseAccount: Story = {
  render: () => page(5, <CloseAccountPanel status={idle} onClose={noop} />),
};
export const CloseAccountWrongPassword: Story = {
  render: () =>
    page(
      5,
      <CloseAccountPanel
        status={{ kind: "error", message: "The password you entered is incorrect." }}
        onClose={noop}
      />,
    ),
};
const questions = [
  { id: 1, question: "What was the name of your first pet?" },
  { id: 3, question: "In which city were you born?" },
];
export const SecurityQuestion: Story = {
  render: () => page(1, <SecurityQuestionForm questions={questions} status={idle} onSave={noop} />),
};
export const SecurityQuestionChanged: Story = {
  render: () =>
    page(
      1,
      <SecurityQuestionForm
        questions={questions}
        status={{ kind: "done", message: "Your security question has been changed." }}
        onSave={noop}
      />,
    ),
};
