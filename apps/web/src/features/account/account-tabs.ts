/** The account page's tabs in `?tab=` order (R-ACCOUNT; the spec names the query, not the tabs). */
export const ACCOUNT_TABS = [
  "Personal details",
  "Password",
  "Spend limit",
  "Notifications",
  "Self-exclusion",
  "Close account",
] as const;

/** The tab a `tab` query selects; missing or unknown values open the first. */
export function accountTabOf(tab: string | null): number {
  const n = Number(tab);
  return Number.isInteger(n) && n >= 0 && n < ACCOUNT_TABS.length ? n : 0;
}
