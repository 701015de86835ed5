import {
  changePassword,
  changeSecurityQuestion,
  closeAccount,
  getUserDetails,
  type SelfExclusionBody,
  selfExclude,
  setDepositLimit,
  setSpendLimit,
  updateDetails,
  updateFlag,
  updateNotificationSettings,
} from "@lotto/api";
import type { DepositLimit, PushChoice } from "@lotto/core";
import { type UseMutationResult, useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { accountQueries } from "@/api/account-queries";
import { queries } from "@/api/queries";
import { browserPermission, subscribeToPush } from "@/lib/device-push";
import { useShell } from "@/lib/shell-context";
import type { ActionStatus } from "../components/action-status";

/** An account action's status from its mutation: the server's message on failure (R-ERRORS). */
export function statusOf(
  m: Pick<UseMutationResult, "isPending" | "isError" | "isSuccess" | "error">,
  done: string,
): ActionStatus {
  if (m.isPending) return { kind: "busy" };
  if (m.isError) return { kind: "error", message: m.error?.message ?? "" };
  if (m.isSuccess) return { kind: "done", message: done };
  return { kind: "idle" };
}

/** The account page's changes, each refreshing what it affects (user details, limits). */
export function useAccountActions() {
  const { api, session, appDetails } = useShell();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const refreshUser = () => getUserDetails(api).then((user) => session.setUser(user));
  return {
    details: useMutation({
      mutationFn: (body: { firstname: string; lastname: string; mobile?: string }) =>
        updateDetails(api, { body }),
      onSuccess: (user) => session.setUser(user),
    }),
    password: useMutation({
      mutationFn: ({ current, next }: { current: string; next: string }) =>
        changePassword(api, { body: { current_password: current, new_password: next } }),
      // A new password ends the password-reminder prompt (R-STATES).
      onSuccess: refreshUser,
    }),
    question: useMutation({
      mutationFn: (c: { questionId: number; answer: string; password: string }) =>
        changeSecurityQuestion(api, {
          body: { password: c.password, security_question_id: c.questionId, security_answer: c.answer },
        }),
    }),
    limit: useMutation({
      mutationFn: (amount: number) => setSpendLimit(api, { body: { amount } }),
      onSuccess: (limits) => {
        queryClient.setQueryData(queries.limits(api).queryKey, limits);
        return refreshUser();
      },
    }),
    depositLimit: useMutation({
      mutationFn: (limit: DepositLimit | null) => setDepositLimit(api, { body: { limit } }),
      onSuccess: (limits) => queryClient.setQueryData(accountQueries.depositLimits(api).queryKey, limits),
    }),
    notifications: useMutation({
      mutationFn: async ({
        on,
        threshold,
        choices,
      }: {
        on: boolean;
        threshold: number | null;
        choices: PushChoice[];
      }) => {
        await updateFlag(api, { body: { should_prompt_notification: on } });
        // Choosing pushes is asking for them: a browser is asked for its permission (the save is a
        // click) and subscribes; in the app the wrapper's token is already the device.
        const permission = choices.length > 0 && !appDetails ? await browserPermission() : undefined;
        const settings = await updateNotificationSettings(api, {
          body: {
            jackpot_threshold: threshold,
            push_choices: choices,
            ...(permission ? { permission } : {}),
          },
        });
        if (permission === "granted") await subscribeToPush(api);
        return settings;
      },
      onSuccess: (settings) => {
        queryClient.setQueryData(accountQueries.notificationSettings(api).queryKey, settings);
        return refreshUser();
      },
    }),
    exclude: useMutation({
      mutationFn: (period: SelfExclusionBody["period"]) => selfExclude(api, { body: { period } }),
      onSuccess: refreshUser,
    }),
    close: useMutation({
      mutationFn: ({ password, reason }: { password: string; reason: string }) =>
        closeAccount(api, { body: { password, ...(reason ? { reason } : {}) } }),
      onSuccess: () => {
        session.signOut();
        navigate("/?alertType=show-account-close-message", { replace: true });
      },
    }),
  };
}
