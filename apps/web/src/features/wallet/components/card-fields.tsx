import type { CardInput } from "@lotto/api";
import { Field } from "@lotto/ui/form";

/** An empty card as typed into a form. */
export const EMPTY_CARD: CardInput = { number: "", expiry: "", cvv: "" };

/**
 * Card number, expiry and CVV. They go to the card gateway only, which answers a single-use token for
 * our API (docs/security.md); the gateway checks them, and only brand, last four and expiry are kept.
 */
export function CardFields({ value, onChange }: { value: CardInput; onChange(card: CardInput): void }) {
  const set = (key: keyof CardInput) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value.replace(/\s+/g, "") });
  return (
    <>
      <Field
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        value={value.number}
        onChange={set("number")}
      />
      <Field
        label="Expiry (MM/YY)"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        required
        value={value.expiry}
        onChange={set("expiry")}
      />
      <Field
        label="CVV"
        inputMode="numeric"
        autoComplete="cc-csc"
        required
        value={value.cvv}
        onChange={set("cvv")}
      />
    </>
  );
}
