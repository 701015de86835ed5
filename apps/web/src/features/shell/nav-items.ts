import { isGamePath, paths } from "@/config/paths";

/** A top-bar / bottom-bar tab (R-TOP-BAR and navigation). */
export interface NavTab {
  key: "play" | "tickets" | "results" | "wallet" | "account" | "cart";
  label: string;
  href: string;
  /**
   * Ctrl+Shift letter the tab label lists (R-SCREENS: R, W, A of the shortcut list, and P, E and C).
   * Tickets lists E (the old Entries name, /entries still redirects to /tickets); every listed letter
   * is a working shortcut to the tab (keyboard-shortcuts.ts).
   */
  shortcut: string;
  /** Visitors may use it; other tabs are greyed and inactive when logged out. */
  open: boolean;
}

/** Top-bar tabs in spec order: Play, Tickets, Results, Wallet, Account. */
export const TOP_TABS: readonly NavTab[] = [
  { key: "play", label: "Play", href: paths.home.path, shortcut: "P", open: true },
  { key: "tickets", label: "Tickets", href: paths.tickets.path, shortcut: "E", open: false },
  { key: "results", label: "Results", href: paths.results.path, shortcut: "R", open: true },
  { key: "wallet", label: "Wallet", href: paths.wallet.getHref(0), shortcut: "W", open: false },
  { key: "account", label: "Account", href: paths.account.getHref(0), shortcut: "A", open: false },
];

/** Bottom-bar tabs (R-SCREENS: Play, Tickets, Results, Wallet, Cart). */
export const BOTTOM_TABS: readonly NavTab[] = [
  TOP_TABS[0]!,
  TOP_TABS[1]!,
  TOP_TABS[2]!,
  TOP_TABS[3]!,
  { key: "cart", label: "Cart", href: paths.cart.path, shortcut: "C", open: false },
];

/** Tabs shown to a player: Play is hidden for the self-excluded (R-SCREENS, R-ROLES). */
export function visibleTabs(tabs: readonly NavTab[], isSelfExcluded: boolean): NavTab[] {
  return tabs.filter((t) => !(isSelfExcluded && t.key === "play"));
}

/** Whether a tab is the current page. */
export function isActiveTab(tab: NavTab, pathname: string): boolean {
  const base = tab.href.split("?")[0]!;
  if (tab.key === "play") return pathname === "/" || isGamePath(pathname);
  return pathname === base;
}

/** Pages that show the bottom bar on tablet and smaller (R-SCREENS: home, account pages, not-started games). */
export function showsBottomBar(pathname: string, gameStatus: string | null): boolean {
  if (pathname === "/") return true;
  if (["/account", "/wallet", "/membership", "/favourites", "/tickets"].includes(pathname)) return true;
  if (isGamePath(pathname)) return (gameStatus ?? "not-started") === "not-started";
  return false;
}
