import { type Cents, spendFigures } from "@lotto/core";
import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { queries } from "@/api/queries";
import { useShell } from "@/lib/shell-context";

/**
 * What the shell shows of the player's money: nothing for a visitor or while account setup is pending
 * (R-ROLES), a placeholder until balance and limits load, then core's {@link spendFigures}.
 */
export type SpendFiguresView =
  | { kind: "hidden" }
  | { kind: "loading" }
  | { kind: "shown"; balance: Cents; available: Cents | null };

/**
 * The balance and, when lower, what the player may spend, for the top bar. It reads the same balance
 * and limits queries as the wallet, so a purchase or deposit (api/invalidate.ts) updates it in place.
 */
export function useSpendFigures(): SpendFiguresView {
  const { api, session } = useShell();
  const state = useSyncExternalStore(session.subscribe, () => session.get());
  // Asked with the page's first calls rather than after the player's details: a read that set off
  // later could be the one to meet a session the server ended, after the player had moved on.
  const asked = state.token !== null && state.user?.pending_account_setup !== true;
  const balance = useQuery({ ...queries.balances(api), enabled: asked });
  const limits = useQuery({ ...queries.limits(api), enabled: asked });
  // An unreadable balance shows nothing rather than a placeholder that never resolves.
  if (state.token === null || state.user?.pending_account_setup || balance.isError || limits.isError)
    return { kind: "hidden" };
  if (!balance.data || !limits.data) return { kind: "loading" };
  return {
    kind: "shown",
    ...spendFigures(balance.data.current_balance, limits.data.online_remaining_spend_limit),
  };
}
