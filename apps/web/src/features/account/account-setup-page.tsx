import { useEffect } from "react";
import { useLocation } from "wouter";
import { Page } from "@/components/layout/page";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { statusOf, useAccountActions } from "./api/use-account-actions";
import { useLimits } from "./api/use-limits";
import { SpendLimitPanel } from "./components/spend-limit-panel";
import { useUser } from "./hooks/use-user";

/**
 * Account setup `/account-setup` (R-SCREENS, R-ROLES): a new player chooses a weekly spend limit before playing
 * (the server's pending_account_setup); once chosen, home.
 */
export default function AccountSetupPage() {
  const user = useUser();
  const a = useAccountActions();
  const limits = useLimits();
  const dialogs = useDialogHash();
  const [, navigate] = useLocation();
  const done = user !== null && !user.pending_account_setup;
  useEffect(() => {
    if (done) navigate("/", { replace: true });
  }, [done, navigate]);
  return (
    <Page title="Finish setting up your account">
      <p>Before you play, choose the most you want to spend on tickets each week. You can change it later.</p>
      <SpendLimitPanel
        limit={limits.view}
        pendingFrom={limits.pendingFrom}
        status={statusOf(a.limit, "Your limit has been set.")}
        onSet={(cents) => a.limit.mutate(cents)}
        onInfo={() => dialogs.show("spending-limit")}
      />
    </Page>
  );
}
