import type { PaymentDetails } from "@lotto/api";
import { skeletonLook } from "@lotto/ui/skeleton";
import { colors, mediaExtraSmall, mediaUp, radius } from "@lotto/ui/theme";
import styled from "styled-components";
import { labelledValues } from "./figures";

/** Why payment details are not shown (R-ROLES: only fetched when not self-excluded and setup is done). */
export type PaymentDetailsBlock = "self-excluded" | "setup-pending" | null;

/** Props of {@link PaymentDetailsPanel}. */
export interface PaymentDetailsPanelProps {
  details: PaymentDetails | null;
  blocked: PaymentDetailsBlock;
  error: string | null;
}

const BLOCKED_TEXT: Record<Exclude<PaymentDetailsBlock, null>, string> = {
  "self-excluded": "Payment details are not available while you are self-excluded.",
  "setup-pending": "Finish setting up your account to see your payment details.",
};

/** BPAY (biller code and reference), bank transfer and PayPal details (R-ENTITIES Payment details). */
export function PaymentDetailsPanel({ details, blocked, error }: PaymentDetailsPanelProps) {
  if (blocked) return <p>{BLOCKED_TEXT[blocked]}</p>;
  if (error) return <p role="alert">{error}</p>;
  if (!details)
    return <DetailsSkeleton role="status" aria-busy="true" aria-label="Loading your payment details" />;
  return (
    <Panels>
      <section aria-labelledby="bpay-title">
        <h3 id="bpay-title">BPAY</h3>
        <dl>
          <dt>Biller code</dt>
          <dd>{details.biller_code}</dd>
          <dt>Reference</dt>
          <dd>{details.reference}</dd>
        </dl>
      </section>
      <section aria-labelledby="bank-title">
        <h3 id="bank-title">Bank transfer</h3>
        <dl>
          <dt>Account name</dt>
          <dd>{details.bank_transfer.account_name}</dd>
          <dt>BSB</dt>
          <dd>{details.bank_transfer.bsb}</dd>
          <dt>Account number</dt>
          <dd>{details.bank_transfer.account_number}</dd>
          <dt>Reference</dt>
          <dd>{details.bank_transfer.reference}</dd>
        </dl>
      </section>
      <section aria-labelledby="paypal-title">
        <h3 id="paypal-title">PayPal</h3>
        <p>
          {details.paypal_email ? `Linked account: ${details.paypal_email}` : "No PayPal account used yet."}
        </p>
      </section>
    </Panels>
  );
}

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
  section {
    padding: 12px 16px;
    border: 1px solid ${colors.border};
    border-radius: 8px;
    background: ${colors.surface};
  }
  ${labelledValues}
`;

/** The three panels' height, stacked on a phone, side by side wider (measured at 320, 390, 768, 1280 px). */
const DetailsSkeleton = styled.div`
  ${skeletonLook}
  height: 563px;
  border-radius: ${radius.md};
  ${mediaExtraSmall} {
    height: 587px;
  }
  ${mediaUp("tablet")} {
    height: 387px;
  }
  ${mediaUp("laptop")} {
    height: 240px;
  }
`;
