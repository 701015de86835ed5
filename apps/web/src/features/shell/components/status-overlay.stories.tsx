import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatusOverlay } from "./status-overlay";

const meta = {
  title: "Shell/StatusOverlay",
  parameters: overlayDocs,
  component: StatusOverlay,
  args: { state: { kind: "loading" } },
} satisfies Meta<typeof StatusOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const success = { kind: "success", message: "Successfully signed in." } as const;
const failure = {
  kind: "failure",
  message: "We're unable to process your request at this time. Please try again later.",
} as const;
const mobile = { viewport: { value: "mobile" } };
const tablet = { viewport: { value: "tablet" } };

export const Loading: Story = {};
export const Success: Story = { args: { state: success } };
export const Failure: Story = { args: { state: failure } };
export const LoadingMobile: Story = { globals: mobile };
export const SuccessMobile: Story = { args: { state: success }, globals: mobile };
export const FailureMobile: Story = { args: { state: failure }, globals: mobile };
export const LoadingTablet: Story = { globals: tablet };
export const SuccessTablet: Story = { args: { state: success }, globals: tablet };
export const FailureTablet: Story = { args: { state: failure }, globals: tablet };
