import { Button } from "@lotto/ui/button";
import { CheckField } from "@lotto/ui/form";
import { type FormEvent, useState } from "react";
import type { NewCard } from "../api/wallet-queries";
import { CardFields, EMPTY_CARD } from "./card-fields";
import { Column } from "./column";

/** Props of {@link AddCardForm}: the server's message on failure (R-ERRORS). */
export interface AddCardFormProps {
  busy: boolean;
  error: string | null;
  onAdd(card: NewCard): void;
}

/**
 * Saves a card for later deposits; it becomes the default when asked (R-VALIDATION default flag). The
 * page tokenises it with the card gateway: the number and CVV never go to our API.
 */
export function AddCardForm({ busy, error, onAdd }: AddCardFormProps) {
  const [card, setCard] = useState(EMPTY_CARD);
  const [makeDefault, setMakeDefault] = useState(true);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAdd({ card, makeDefault });
  };
  return (
    <Column as="form" onSubmit={submit} aria-label="Add a card">
      <CardFields value={card} onChange={setCard} />
      <CheckField label="Make this my default card" checked={makeDefault} onChange={setMakeDefault} />
      {error && <p role="alert">{error}</p>}
      <Button type="submit" disabled={busy}>
        {busy ? "Adding card…" : "Add card"}
      </Button>
    </Column>
  );
}
