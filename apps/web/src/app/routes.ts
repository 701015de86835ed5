import { lazy } from "react";

// Each page is its own chunk (spec §2: lazy-loaded pages); only the shell is in the entry bundle.
export const HomePage = lazy(() => import("@/features/home/home-page"));
export const GamePage = lazy(() => import("@/features/play/game-page"));
export const CartPage = lazy(() => import("@/app/cart-route"));
export const TicketsPage = lazy(() => import("@/features/tickets/tickets-page"));
export const ResultsPage = lazy(() => import("@/features/results/results-page"));
export const FavouritesPage = lazy(() => import("@/features/favourites/favourites-page"));
export const AccountPage = lazy(() => import("@/features/account/account-page"));
export const AccountSetupPage = lazy(() => import("@/features/account/account-setup-page"));
export const MembershipPage = lazy(() => import("@/features/account/membership-page"));
export const TermsPage = lazy(() =>
  import("@/features/legal/legal-page").then((m) => ({ default: m.TermsPage })),
);
export const PrivacyPage = lazy(() =>
  import("@/features/legal/legal-page").then((m) => ({ default: m.PrivacyPage })),
);
export const NotificationsPage = lazy(() => import("@/features/notifications/notifications-page"));
export const WalletPage = lazy(() => import("@/features/wallet/wallet-page"));
export const ContactUsPage = lazy(() => import("@/features/help/contact-us-page"));
export const PlayResponsiblyPage = lazy(() => import("@/features/help/play-responsibly-page"));
export const ActivatePage = lazy(() => import("@/features/auth/activate-page"));
export const ResetPasswordPage = lazy(() => import("@/features/auth/reset-password-page"));
export const NotFoundPage = lazy(() => import("@/features/shell/components/not-found-page"));
