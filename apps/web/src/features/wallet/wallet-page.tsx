import { Skeleton } from "@lotto/ui/skeleton";
import { Tabs } from "@lotto/ui/tabs";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "wouter";
import { Page } from "@/components/layout/page";
import { paths } from "@/config/paths";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { useSession } from "@/hooks/use-session";
import { useMinimumDeposit } from "./api/use-minimum-deposit";
import {
  useBalance,
  useCardActions,
  useCards,
  useDepositLimits,
  usePaymentDetails,
  usePaymentGateway,
  useWalletLimits,
} from "./api/wallet-queries";
import { AddCardForm } from "./components/add-card-form";
import { BalanceSummary } from "./components/balance-summary";
import { DepositAllowance } from "./components/deposit-allowance";
import { DEPOSIT_FORM_HEIGHT, DepositPanel } from "./components/deposit-panel";
import { type PaymentDetailsBlock, PaymentDetailsPanel } from "./components/payment-details-panel";
import { SavedCardsList } from "./components/saved-cards-list";
import { SpendChartSkeleton } from "./components/spend-chart-skeleton";
import { StatementPanel } from "./components/statement-panel";
import { TransactionsPanel } from "./components/transactions-panel";
import { WithdrawPanel } from "./components/withdraw-panel";
import { WALLET_TABS, type WalletTab, walletTabOf } from "./wallet-tabs";

/** With Braintree a card is saved from a deposit, whose Hosted Fields tokenise it for the amount (3-D Secure). */
export const SAVE_WITH_DEPOSIT =
  "To save a card, make a deposit with it and tick \u201cSave this card for next time\u201d.";

/** The weekly spend chart, in its own chunk: only the balances tab shows it. */
const SpendChart = lazy(() => import("./components/spend-chart"));

/**
 * Wallet `/wallet?tab=` (R-SCREENS): tab 0 balances, deposits and the weekly spend chart, tab 1 payment
 * details and cards; then tab 2 transactions, tab 3 withdrawals, tab 4 monthly statements.
 */
export default function WalletPage() {
  const [search] = useSearchParams();
  const tab = walletTabOf(search.get("tab"));
  const session = useSession();
  const dialogs = useDialogHash();
  const balance = useBalance();
  const limits = useWalletLimits();
  const depositLimits = useDepositLimits();
  const cards = useCards();
  const actions = useCardActions();
  const gateway = usePaymentGateway();
  const minimum = useMinimumDeposit(session.playerId ?? undefined);
  const [deposit, setDeposit] = useState(0);
  // Until the player's details load, nothing is known: neither fetch nor refuse.
  const known = session.playerId !== null;
  const blocked: PaymentDetailsBlock = session.isSelfExcluded
    ? "self-excluded"
    : session.pendingSetup
      ? "setup-pending"
      : null;
  const details = usePaymentDetails(known && blocked === null && tab === 1);
  const cardError = actions.add.error ?? actions.remove.error ?? actions.makeDefault.error;
  return (
    <Page title="Wallet">
      <Tabs
        label="Wallet sections"
        tabs={WALLET_TABS}
        current={tab}
        hrefOf={(i) => paths.wallet.getHref(i as WalletTab)}
      />
      <h2>{WALLET_TABS[tab]}</h2>
      {tab === 0 && (
        <>
          <BalanceSummary
            balance={balance.data?.current_balance ?? null}
            winnings={balance.data?.withdrawable_winnings ?? null}
            remainingLimit={limits.data?.online_remaining_spend_limit ?? null}
            onAboutLimits={() => dialogs.show("deposit-limit")}
          />
          <h3>Make a deposit</h3>
          <DepositAllowance limits={depositLimits.data ?? null} />
          {cards.isPending ? (
            <div role="status" aria-busy="true" aria-label="Loading your cards">
              <Skeleton height={DEPOSIT_FORM_HEIGHT} />
            </div>
          ) : (
            <DepositPanel
              key={`${deposit}-${minimum}`}
              minimumDeposit={minimum}
              cards={cards.data ?? []}
              onAgain={() => setDeposit((n) => n + 1)}
            />
          )}
          <Suspense fallback={<SpendChartSkeleton />}>
            <SpendChart />
          </Suspense>
        </>
      )}
      {tab === 1 && (
        <>
          <PaymentDetailsPanel
            details={details.data ?? null}
            blocked={known ? blocked : null}
            error={details.error?.message ?? null}
          />
          <h3>Saved cards</h3>
          {cards.data && (
            <SavedCardsList
              cards={cards.data}
              busy={actions.remove.isPending || actions.makeDefault.isPending}
              onMakeDefault={(id) => actions.makeDefault.mutate(id)}
              onRemove={(id) => actions.remove.mutate(id)}
            />
          )}
          {cardError && !actions.add.error && <p role="alert">{cardError.message}</p>}
          <h3>Add a card</h3>
          {gateway === "braintree" ? (
            <p>{SAVE_WITH_DEPOSIT}</p>
          ) : (
            <AddCardForm
              busy={actions.add.isPending}
              error={actions.add.error?.message ?? null}
              onAdd={(card) => actions.add.mutate(card)}
            />
          )}
        </>
      )}
      {tab === 2 && <TransactionsPanel />}
      {tab === 3 && <WithdrawPanel />}
      {tab === 4 && <StatementPanel />}
    </Page>
  );
}
