import { ALERT_MESSAGES } from "@lotto/core";
import { Skeleton } from "@lotto/ui/skeleton";
import { useSearchParams } from "wouter";
import { useSecurityQuestions } from "@/api/use-security-questions";
import { Page } from "@/components/layout/page";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { ACCOUNT_TABS, accountTabOf } from "./account-tabs";
import { statusOf, useAccountActions } from "./api/use-account-actions";
import { useAutoplaySpend } from "./api/use-autoplay-spend";
import { useDepositLimits } from "./api/use-deposit-limits";
import { useLimits } from "./api/use-limits";
import { useNotificationSettings } from "./api/use-notification-settings";
import { AccountTabNav } from "./components/account-tab-nav";
import { AutoplaySpendLine } from "./components/autoplay-spend-line";
import { ChangePasswordForm } from "./components/change-password-form";
import { CloseAccountPanel } from "./components/close-account-panel";
import { DepositLimitPanel } from "./components/deposit-limit-panel";
import { NotificationSettings } from "./components/notification-settings";
import { PERSONAL_DETAILS_HEIGHT, PersonalDetailsForm } from "./components/personal-details-form";
import { SecurityQuestionForm } from "./components/security-question-form";
import { SelfExclusionPanel } from "./components/self-exclusion-panel";
import { SpendLimitPanel } from "./components/spend-limit-panel";
import { useUser } from "./hooks/use-user";

/**
 * Account `/account?tab=` (R-SCREENS, R-ACCOUNT): details, password and security question, spend and deposit limits,
 * notifications, self-exclusion, closing.
 */
export default function AccountPage() {
  const [search] = useSearchParams();
  const tab = accountTabOf(search.get("tab"));
  const user = useUser();
  const a = useAccountActions();
  const limits = useLimits();
  const deposits = useDepositLimits(tab === 2);
  const autoplaySpend = useAutoplaySpend(tab === 2);
  const dialogs = useDialogHash();
  const questions = useSecurityQuestions(tab === 1);
  const settings = useNotificationSettings(tab === 3);
  return (
    <Page title="Account">
      <AccountTabNav tab={tab} />
      <h2>{ACCOUNT_TABS[tab]}</h2>
      {tab === 0 && !user && (
        <div role="status" aria-busy="true" aria-label="Loading your details">
          <Skeleton height={PERSONAL_DETAILS_HEIGHT} />
        </div>
      )}
      {tab === 0 && user && (
        <PersonalDetailsForm
          email={user.userDtls.email}
          firstname={user.userDtls.firstname}
          lastname={user.userDtls.lastname}
          status={statusOf(a.details, "Your details have been saved.")}
          onSave={(body) => a.details.mutate(body)}
        />
      )}
      {tab === 1 && (
        <>
          <ChangePasswordForm
            status={statusOf(a.password, "Your password has been changed.")}
            onChange={(current, next) => a.password.mutate({ current, next })}
          />
          <h2>Security question</h2>
          <SecurityQuestionForm
            questions={questions.data ?? []}
            status={statusOf(a.question, "Your security question has been changed.")}
            onSave={(change) => a.question.mutate(change)}
          />
        </>
      )}
      {tab === 2 && (
        <SpendLimitPanel
          limit={limits.view}
          pendingFrom={limits.pendingFrom}
          status={statusOf(
            a.limit,
            limits.view?.pending ? "Your new limit is pending." : "Your limit has been updated.",
          )}
          onSet={(cents) => a.limit.mutate(cents)}
          onInfo={() => dialogs.show("spending-limit")}
        />
      )}
      {tab === 2 && <AutoplaySpendLine weeklyMaximum={autoplaySpend?.weeklyMaximum ?? null} />}
      {tab === 2 && (
        <>
          <h2>Deposit limit</h2>
          <DepositLimitPanel
            limits={deposits.data}
            pendingFrom={deposits.pendingFrom}
            status={statusOf(
              a.depositLimit,
              deposits.data?.pending
                ? "Your new deposit limit is pending."
                : "Your deposit limit has been updated.",
            )}
            onSet={(limit) => a.depositLimit.mutate(limit)}
            onInfo={() => dialogs.show("deposit-limit")}
          />
        </>
      )}
      {tab === 3 && user && settings.data && (
        <NotificationSettings
          enabled={user.should_prompt_notification}
          threshold={settings.data.jackpot_threshold}
          choices={settings.data.push_choices}
          status={statusOf(a.notifications, "Your settings have been saved.")}
          onSave={(on, threshold, choices) => a.notifications.mutate({ on, threshold, choices })}
        />
      )}
      {tab === 4 && (
        <SelfExclusionPanel
          excluded={user?.selfExclusionFlag === 1}
          status={statusOf(a.exclude, "You are now self-excluded.")}
          onExclude={(period) => a.exclude.mutate(period)}
        />
      )}
      {tab === 5 && (
        <CloseAccountPanel
          status={statusOf(a.close, ALERT_MESSAGES["show-account-close-message"].message)}
          onClose={(password, reason) => a.close.mutate({ password, reason })}
        />
      )}
    </Page>
  );
}
