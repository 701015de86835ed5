import { Page } from "@/components/layout/page";

/** Account setup `/account-setup` for players with pending setup (spec §2, §6); steps are a later issue. */
export default function AccountSetupPage() {
  return (
    <Page title="Finish setting up your account">
      <p>Before you can play online we need a few more details to verify your identity.</p>
    </Page>
  );
}
