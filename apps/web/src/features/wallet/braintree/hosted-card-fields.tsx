import { colors } from "@lotto/ui/theme";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { usePaypalClientToken } from "../api/wallet-queries";
import type { HostedCard } from "./braintree-sdk";

/** The containers Braintree's Hosted Fields fill with its iframes. */
const CONTAINERS = {
  number: "bt-card-number",
  expirationDate: "bt-card-expiry",
  cvv: "bt-card-cvv",
} as const;
const LABELS = { number: "Card number", expirationDate: "Expiry (MM/YY)", cvv: "CVV" } as const;

/** Where the hosted fields are: loading Braintree, ready to type in, or unreachable. */
export type HostedFieldsState = "loading" | "ready" | "failed";

/** Text when Braintree's fields cannot be loaded. */
export const HOSTED_FIELDS_FAILED =
  "We couldn't load the secure card fields. Please try again later, or use PayPal.";

/** The card fields' containers and their state, without Braintree (stories). */
export function HostedCardFieldsView({ state }: { state: HostedFieldsState }) {
  return (
    <div aria-busy={state === "loading"}>
      {(Object.keys(CONTAINERS) as (keyof typeof CONTAINERS)[]).map((field) => (
        <Slot key={field}>
          <span id={`${CONTAINERS[field]}-label`}>{LABELS[field]}</span>
          <HostedBox id={CONTAINERS[field]} role="group" aria-labelledby={`${CONTAINERS[field]}-label`} />
        </Slot>
      ))}
      {state === "loading" && <p role="status">Loading secure card fields…</p>}
      {state === "failed" && <p role="alert">{HOSTED_FIELDS_FAILED}</p>}
    </div>
  );
}

/**
 * Braintree's Hosted Fields for a new card (docs/payments.md): number, expiry and CVV are typed into
 * Braintree's iframes, so they never reach our page's script or our API. `onCard` gets the mounted
 * fields once ready, and null when they go.
 */
export function HostedCardFields({ onCard }: { onCard(card: HostedCard | null): void }) {
  const token = usePaypalClientToken(true);
  const [state, setState] = useState<HostedFieldsState>("loading");
  const report = useRef(onCard);
  report.current = onCard;
  const clientToken = token.data?.client_token;
  useEffect(() => {
    if (!clientToken) return;
    let mounted: HostedCard | null = null;
    let gone = false;
    import("./braintree-sdk")
      .then((sdk) =>
        sdk.mountHostedFields(clientToken, {
          number: `#${CONTAINERS.number}`,
          expirationDate: `#${CONTAINERS.expirationDate}`,
          cvv: `#${CONTAINERS.cvv}`,
        }),
      )
      .then((card) => {
        if (gone) return void card.teardown();
        mounted = card;
        report.current(card);
        setState("ready");
      })
      .catch(() => !gone && setState("failed"));
    return () => {
      gone = true;
      report.current(null);
      void mounted?.teardown();
    };
  }, [clientToken]);
  return <HostedCardFieldsView state={token.isError ? "failed" : state} />;
}

const Slot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
`;

const HostedBox = styled.div`
  height: 44px;
  padding: 0 12px;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
`;
