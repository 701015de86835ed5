/** The wallet's tabs in `?tab=` order (spec §2: tab=0 balances, tab=1 payment details). */
export const WALLET_TABS = ["Balances", "Payment details"] as const;

/** The tab a `tab` query selects; anything but 1 opens the balances. */
export const walletTabOf = (tab: string | null): 0 | 1 => (tab === "1" ? 1 : 0);
