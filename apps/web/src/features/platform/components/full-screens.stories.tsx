import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ForcedUpdateScreen } from "./forced-update-screen";
import { FullScreen } from "./full-screen";
import { GeoBlockedScreen } from "./geo-blocked-screen";
import { IncompatibleScreen } from "./incompatible-screen";
import { OfflineScreen } from "./offline-screen";
import { SuggestedUpdateScreen } from "./suggested-update-screen";

const noop = () => {};
const meta = {
  title: "Full screen/States",
  component: FullScreen,
  args: { title: "" },
} satisfies Meta<typeof FullScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForcedUpdateIos: Story = {
  render: () => <ForcedUpdateScreen platform="ios" />,
  globals: { viewport: { value: "mobile" } },
};
export const ForcedUpdateAndroid: Story = { render: () => <ForcedUpdateScreen platform="android" /> };
export const SuggestedUpdate: Story = {
  render: () => <SuggestedUpdateScreen platform="android" onDontRemind={noop} onCancel={noop} />,
  globals: { viewport: { value: "mobile" } },
};
export const GeoBlocked: Story = {
  render: () => <GeoBlockedScreen pinVisible={false} pinError={false} onLogoTap={noop} onPin={noop} />,
  globals: { viewport: { value: "mobile" } },
};
export const GeoBlockedPin: Story = {
  render: () => <GeoBlockedScreen pinVisible pinError={false} onLogoTap={noop} onPin={noop} />,
};
/** The server is checking the PIN just submitted: Submit waits. */
export const GeoBlockedPinChecking: Story = {
  render: () => <GeoBlockedScreen pinVisible pinChecking pinError={false} onLogoTap={noop} onPin={noop} />,
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Submit" })).toBeDisabled();
  },
};
export const GeoBlockedWrongPin: Story = {
  render: () => <GeoBlockedScreen pinVisible pinError onLogoTap={noop} onPin={noop} />,
  globals: { viewport: { value: "tablet" } },
};
export const Incompatible: Story = {
  render: () => <IncompatibleScreen />,
  globals: { viewport: { value: "desktop" } },
};
export const Offline: Story = { render: () => <OfflineScreen />, globals: { viewport: { value: "mobile" } } };
export const OfflineDesktop: Story = {
  render: () => <OfflineScreen />,
  globals: { viewport: { value: "desktop" } },
};

// The other viewport of each state above, so every full-screen state is seen on a phone and a desktop.
const at = (story: Story, viewport: "mobile" | "desktop"): Story => ({
  ...story,
  globals: { viewport: { value: viewport } },
});
export const ForcedUpdateIosDesktop: Story = at(ForcedUpdateIos, "desktop");
export const ForcedUpdateAndroidMobile: Story = at(ForcedUpdateAndroid, "mobile");
export const SuggestedUpdateDesktop: Story = at(SuggestedUpdate, "desktop");
export const GeoBlockedDesktop: Story = at(GeoBlocked, "desktop");
export const GeoBlockedPinMobile: Story = at(GeoBlockedPin, "mobile");
export const GeoBlockedWrongPinMobile: Story = at(GeoBlockedWrongPin, "mobile");
export const GeoBlockedWrongPinDesktop: Story = at(GeoBlockedWrongPin, "desktop");
export const IncompatibleMobile: Story = at(Incompatible, "mobile");
