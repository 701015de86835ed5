import { Button } from "@lotto/ui/button";
import { formatMoney } from "@lotto/ui/format-money";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";
import type { DepositReceiptData } from "../hooks/use-deposit";
import { labelledValues } from "./figures";

/** The receipt of a deposit: amount, how it was paid, its number and the new balance. */
export function DepositReceipt({ receipt, onAgain }: { receipt: DepositReceiptData; onAgain(): void }) {
  return (
    <Receipt aria-labelledby="deposit-receipt-title">
      <h3 id="deposit-receipt-title">Deposit successful</h3>
      <dl>
        <dt>Amount</dt>
        <dd>{formatMoney(receipt.amount)}</dd>
        <dt>Paid with</dt>
        <dd>{receipt.method === "paypal" ? "PayPal" : "Card"}</dd>
        <dt>Receipt number</dt>
        <dd>{receipt.deposit_id}</dd>
        <dt>New balance</dt>
        <dd data-testid="receipt-balance">{formatMoney(receipt.current_balance)}</dd>
      </dl>
      <Button type="button" $variant="secondary" onClick={onAgain}>
        Make another deposit
      </Button>
    </Receipt>
  );
}

const Receipt = styled.section`
  max-width: 450px;
  padding: 16px;
  border: 1px solid ${colors.success};
  border-radius: 8px;
  background: ${colors.surface};
  ${labelledValues}
  dd { overflow-wrap: anywhere; }
`;
