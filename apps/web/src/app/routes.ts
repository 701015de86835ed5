import { lazyPage } from "./lazy-page";

// Each page is its own chunk (R-SCREENS: lazy-loaded pages); only the shell is in the entry bundle.
export const HomePage = lazyPage(() => import("@/features/home/home-page"));
export const GamePage = lazyPage(() => import("@/features/play/game-page"));
export const CartPage = lazyPage(() => import("@/app/cart-route"));
export const TicketsPage = lazyPage(() => import("@/features/tickets/tickets-page"));
export const ResultsPage = lazyPage(() => import("@/features/results/results-page"));
export const FavouritesPage = lazyPage(() => import("@/features/favourites/favourites-page"));
export const AutoplaysPage = lazyPage(() => import("@/features/autoplays/autoplays-page"));
export const AccountPage = lazyPage(() => import("@/features/account/account-page"));
export const AccountSetupPage = lazyPage(() => import("@/features/account/account-setup-page"));
export const MembershipPage = lazyPage(() => import("@/features/account/membership-page"));
export const TermsPage = lazyPage(() =>
  import("@/features/legal/legal-page").then((m) => ({ default: m.TermsPage })),
);
export const PrivacyPage = lazyPage(() =>
  import("@/features/legal/legal-page").then((m) => ({ default: m.PrivacyPage })),
);
export const NotificationsPage = lazyPage(() => import("@/features/notifications/notifications-page"));
export const WalletPage = lazyPage(() => import("@/features/wallet/wallet-page"));
export const ContactUsPage = lazyPage(() => import("@/features/help/contact-us-page"));
export const PlayResponsiblyPage = lazyPage(() => import("@/features/help/play-responsibly-page"));
export const ActivatePage = lazyPage(() => import("@/features/auth/activate-page"));
export const ResetPasswordPage = lazyPage(() => import("@/features/auth/reset-password-page"));
export const NotFoundPage = lazyPage(() => import("@/features/shell/components/not-found-page"));
