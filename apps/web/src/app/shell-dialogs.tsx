import { sendFeedback, updateFlag } from "@lotto/api";
import { useState } from "react";
import { useLocation } from "wouter";
import { paths } from "@/config/paths";
import { FeedbackDialog } from "@/features/shell/components/dialogs/feedback-dialog";
import { SharedDialog } from "@/features/shell/components/dialogs/shared-dialog";
import {
  SHARED_DIALOGS,
  type SharedDialogName,
} from "@/features/shell/components/dialogs/shared-dialog-content";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { useOverlay } from "@/hooks/use-overlay";
import { useShell } from "@/lib/shell-context";

const isShared = (name: string | null): name is SharedDialogName =>
  name !== null && (SHARED_DIALOGS as readonly string[]).includes(name);

/** Renders the dialog named in the hash and carries out its actions (spec §2 shared dialogs). */
export default function ShellDialogs() {
  const { api } = useShell();
  const dialogs = useDialogHash();
  const overlay = useOverlay();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const flag = (body: Parameters<typeof updateFlag>[1]["body"]) =>
    updateFlag(api, { body }).catch(() => undefined);
  if (dialogs.open === "feedback") {
    return (
      <FeedbackDialog
        busy={busy}
        error={error}
        onClose={dialogs.close}
        onSend={(rating, comment) => {
          setBusy(true);
          sendFeedback(api, { body: { rating, comment, kind: "general" } })
            .then(() => {
              dialogs.close();
              overlay.showSuccess("Thank you for your feedback.");
            })
            .catch((e: Error) => setError(e.message))
            .finally(() => setBusy(false));
        }}
      />
    );
  }
  // The cart drives its own logout confirmation (app.tsx), not the hash.
  if (!isShared(dialogs.open) || dialogs.open === "shopping-cart-logout") return null;
  const name = dialogs.open;
  const primary: Partial<Record<SharedDialogName, () => void>> = {
    "password-reminder": () => navigate(paths.account.getHref(1)),
    "terms-and-conditions": () =>
      void flag({ terms_and_conditions_accepted: true, privacy_policy_accepted: true }),
    "notification-prompt": () => void flag({ should_prompt_notification: false }),
    "shopping-cart-spend-limit-info": () => navigate(paths.cart.path),
  };
  return (
    <SharedDialog
      name={name}
      onPrimary={() => {
        dialogs.close();
        primary[name]?.();
      }}
      onSecondary={dialogs.close}
    />
  );
}
