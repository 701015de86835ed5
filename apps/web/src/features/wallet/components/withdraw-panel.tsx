import {
  BANK_ACCOUNT_SAFEGUARD_TEXT,
  BUCKET_TEXT,
  DOLLARS_AMOUNT_TEXT,
  isWaiting,
  parseDollars,
  WITHDRAWAL_MINIMUM,
  WITHDRAWAL_TEXT,
  withdrawalProblem,
  withdrawalProblemText,
} from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { Figures } from "@lotto/ui/figures";
import { Field, Form } from "@lotto/ui/form";
import { formatMoney } from "@lotto/ui/format-money";
import { colors } from "@lotto/ui/theme";
import { useState } from "react";
import styled from "styled-components";
import { instantOf, nowInstant } from "@/lib/instant";
import { useWithdrawalActions, useWithdrawals } from "../api/wallet-record-queries";
import { BankAccountForm } from "./bank-account-form";
import { Column } from "./column";
import { WithdrawalList } from "./withdrawal-list";

/**
 * The withdraw tab: what can be withdrawn (only winnings, and why), the bank account (and, for a day
 * after it is added or changed, from when it can receive a withdrawal), the amount (at most the
 * winnings), and the latest withdrawals. Open to self-excluded players too: their money stays theirs.
 */
export function WithdrawPanel() {
  const view = useWithdrawals();
  const actions = useWithdrawalActions();
  const [changing, setChanging] = useState(false);
  const [amount, setAmount] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  if (view.isPending)
    return <PanelSkeleton role="status" aria-busy="true" aria-label="Loading withdrawals" />;
  if (view.isError) return <p role="alert">{view.error.message}</p>;
  const { withdrawable, bank_account: account } = view.data;
  const submit = () => {
    const cents = parseDollars(amount);
    if (cents === null) return setProblem(DOLLARS_AMOUNT_TEXT);
    const refusal = withdrawalProblem(cents, withdrawable);
    if (refusal) return setProblem(withdrawalProblemText(refusal, withdrawable));
    setProblem(null);
    actions.withdraw.mutate({ amount: cents, key: crypto.randomUUID() }, { onSuccess: () => setAmount("") });
  };
  const showForm = account === null || changing;
  const from = account ? instantOf(account.withdrawable_from) : null;
  return (
    <section aria-label="Withdraw">
      <Figures>
        <div>
          <dt>Balance</dt>
          <dd>{formatMoney(view.data.current_balance)}</dd>
        </div>
        <div>
          <dt>{BUCKET_TEXT.winnings}</dt>
          <dd data-testid="withdrawable">{formatMoney(withdrawable)}</dd>
        </div>
      </Figures>
      <Muted>{WITHDRAWAL_TEXT.withdrawable}</Muted>
      <h3>Bank account</h3>
      {account && !changing && (
        <Paid>
          <span data-testid="bank-account">
            {account.account_name}, BSB {account.bsb}, account {account.account_number_masked}
          </span>
          <Button type="button" $variant="link" onClick={() => setChanging(true)}>
            Change bank account
          </Button>
        </Paid>
      )}
      {from && isWaiting(from, nowInstant()) && (
        <Muted data-testid="bank-account-wait">{BANK_ACCOUNT_SAFEGUARD_TEXT.waitingShort(from)}</Muted>
      )}
      {showForm && (
        <BankAccountForm
          busy={actions.saveAccount.isPending}
          error={actions.saveAccount.error?.message ?? null}
          onSave={(body) => actions.saveAccount.mutate(body, { onSuccess: () => setChanging(false) })}
        />
      )}
      {account && (
        <>
          <h3>Withdraw to your bank account</h3>
          <Form onSubmit={submit} aria-label="Withdrawal">
            <Column>
              <Field
                label="Amount ($)"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={problem ?? undefined}
                hint={`Minimum ${formatMoney(WITHDRAWAL_MINIMUM)}, maximum ${formatMoney(withdrawable)}: your winnings`}
              />
              {actions.withdraw.error && <p role="alert">{actions.withdraw.error.message}</p>}
              {actions.withdraw.isSuccess && (
                <p role="status">
                  {WITHDRAWAL_TEXT.requested} {BANK_ACCOUNT_SAFEGUARD_TEXT.emailed}
                </p>
              )}
              <Button type="submit" disabled={actions.withdraw.isPending}>
                Withdraw
              </Button>
            </Column>
          </Form>
        </>
      )}
      <h3>Your withdrawals</h3>
      {actions.cancel.error && <p role="alert">{actions.cancel.error.message}</p>}
      <WithdrawalList
        withdrawals={view.data.withdrawals}
        busy={actions.cancel.isPending}
        onCancel={(id) => actions.cancel.mutate(id)}
      />
    </section>
  );
}

const Muted = styled.p`
  color: ${colors.textMuted};
  max-width: 60ch;
`;

const Paid = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

/** Reserves the figures and account block while the view loads. */
const PanelSkeleton = styled.div`
  height: 360px;
  border-radius: 8px;
  background: ${colors.background};
`;
