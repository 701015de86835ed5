/**
 * The wallet's tabs in `?tab=` order: R-SCREENS's tab=0 balances and tab=1 payment details, then the
 * transaction list, withdrawals and monthly statements (docs/decisions.md "Wallet tabs").
 */
export const WALLET_TABS = ["Balances", "Payment details", "Transactions", "Withdraw", "Statements"] as const;

/** A wallet tab's index. */
export type WalletTab = 0 | 1 | 2 | 3 | 4;

/** The tab a `tab` query selects; anything that is not a tab's index opens the balances. */
export function walletTabOf(tab: string | null): WalletTab {
  const index = WALLET_TABS.findIndex((_, i) => tab === String(i));
  return Math.max(index, 0) as WalletTab;
}
