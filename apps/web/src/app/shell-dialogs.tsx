import { sendFeedback, updateFlag } from "@lotto/api";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "wouter";
import { useRemoteConfig } from "@/api/use-remote-config";
import { paths } from "@/config/paths";
import { askNotificationPermission } from "@/features/notifications/permission";
import { FeedbackDialog, type FeedbackTopic } from "@/features/shell/components/dialogs/feedback-dialog";
import { SharedDialog } from "@/features/shell/components/dialogs/shared-dialog";
import {
  SHARED_DIALOGS,
  type SharedDialogName,
} from "@/features/shell/components/dialogs/shared-dialog-content";
import { tourRequest } from "@/features/tours/tour-request";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { useShell } from "@/lib/shell-context";

const FEEDBACK_THANKS = "Thank you for your feedback.";

// The documents load only when the terms prompt opens.
const LegalDocumentsDetails = lazy(() => import("@/features/legal/components/legal-documents-details"));

const isShared = (name: string | null): name is SharedDialogName =>
  name !== null && (SHARED_DIALOGS as readonly string[]).includes(name);

// `#feedback-dialog` is the player's own; the purchase and deposit prompts name their moment.
const FEEDBACK_TOPICS: Record<string, FeedbackTopic> = {
  feedback: "general",
  "feedback-purchase": "purchase",
  "feedback-deposit": "deposit",
};

/** Renders the dialog named in the hash and carries out its actions (R-DIALOGS). */
export default function ShellDialogs() {
  const { api, session } = useShell();
  const dialogs = useDialogHash();
  const remote = useRemoteConfig();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const flag = (body: Parameters<typeof updateFlag>[1]["body"]) =>
    updateFlag(api, { body }).catch(() => undefined);
  const topic = dialogs.open ? FEEDBACK_TOPICS[dialogs.open] : undefined;
  const closeFeedback = () => {
    setSent(null);
    dialogs.close();
  };
  if (topic) {
    return (
      <FeedbackDialog
        topic={topic}
        busy={busy}
        error={error}
        success={sent}
        onClose={closeFeedback}
        onSend={(rating, comment) => {
          setBusy(true);
          sendFeedback(api, { body: { rating, comment, kind: topic } })
            .then(() => {
              // Remote config feedbackResponseEnabled (R-ENTITIES): thank the player in the dialog, which
              // then closes itself after 2000 ms (R-STATES); else it just closes.
              if (remote.data?.feedbackResponseEnabled) setSent(FEEDBACK_THANKS);
              else dialogs.close();
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
  // Either answer is the player's: "No thanks" must not bring the prompt back on every visit.
  const notificationAnswered = () => void flag({ should_prompt_notification: false });
  const secondary: Partial<Record<SharedDialogName, () => void>> = {
    "notification-prompt": notificationAnswered,
  };
  const primary: Partial<Record<SharedDialogName, () => void>> = {
    "password-reminder": () => navigate(paths.account.getHref(1)),
    // The account's limits tab holds the deposit limit the dialog tells of.
    "deposit-limit": () => navigate(paths.account.getHref(2)),
    "terms-and-conditions": () => {
      const accepted = { terms_and_conditions_accepted: true, privacy_policy_accepted: true } as const;
      void flag(accepted);
      const user = session.get().user;
      if (user) session.setUser({ ...user, ...accepted });
    },
    "notification-prompt": () => {
      notificationAnswered();
      // The browser's own question; its answer is remembered for the player on the server.
      askNotificationPermission(api).catch(() => undefined);
    },
    "shopping-cart-spend-limit-info": () => navigate(paths.cart.path),
    "tour-start-info": () => tourRequest.set("product"),
  };
  return (
    <SharedDialog
      name={name}
      {...(name === "terms-and-conditions"
        ? {
            children: (
              <Suspense fallback={null}>
                <LegalDocumentsDetails />
              </Suspense>
            ),
          }
        : {})}
      onPrimary={() => {
        dialogs.close();
        primary[name]?.();
      }}
      onSecondary={() => {
        dialogs.close();
        secondary[name]?.();
      }}
    />
  );
}
