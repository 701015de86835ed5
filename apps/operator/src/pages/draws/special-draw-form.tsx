import { operatorSpecialDrawEndpoint } from "@lotto/api";
import { GAMES } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { Field, FormColumn, FormError, SelectField } from "@lotto/ui/form";
import { colors, radius, space } from "@lotto/ui/theme";
import { useState } from "react";
import styled from "styled-components";
import { queryKeys } from "../../api/query-keys";
import { useOperatorAction } from "../../api/use-operator-action";

const EMPTY = { game: String(GAMES[0]?.id ?? ""), title: "", description: "", draw: "", at: "", jackpot: "" };

/** The body of a special draw: an open draw to name, or the Perth time of an extra draw. */
export function specialDrawBody(form: typeof EMPTY): Record<string, string | number> {
  const body: Record<string, string | number> = { game: form.game, title: form.title.trim() };
  if (form.description.trim()) body.description = form.description.trim();
  if (form.draw.trim()) body.draw = form.draw.trim();
  if (form.at) body.at = form.at;
  // The jackpot is typed in whole dollars; the API takes cents.
  if (form.jackpot.trim()) body.jackpot = Math.round(Number(form.jackpot) * 100);
  return body;
}

/**
 * Names an open draw as a special draw, or schedules an extra draw at a Perth time; the server checks
 * the game, the draw and the gap and says what is wrong.
 */
export function SpecialDrawForm() {
  const [form, setForm] = useState(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const special = useOperatorAction(operatorSpecialDrawEndpoint, [queryKeys.draws]);
  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setDone(null);
  };
  const submit = () =>
    special.mutate(specialDrawBody(form), {
      onSuccess: () => {
        setDone(`${form.title.trim()} is scheduled.`);
        setForm(EMPTY);
      },
    });
  return (
    <Card aria-labelledby="special-draw-title">
      <h2 id="special-draw-title">Special draw</h2>
      <FormColumn onSubmit={submit}>
        <SelectField
          label="Game"
          value={form.game}
          options={GAMES.map((g) => ({ value: String(g.id), label: g.name }))}
          onChange={(e) => set("game")(e.target.value)}
        />
        <Field
          label="Title"
          value={form.title}
          maxLength={80}
          onChange={(e) => set("title")(e.target.value)}
        />
        <Field
          label="Description (optional)"
          value={form.description}
          maxLength={200}
          onChange={(e) => set("description")(e.target.value)}
        />
        <Field
          label="Open draw to name (number)"
          hint="Or leave empty and give the time of an extra draw."
          inputMode="numeric"
          value={form.draw}
          onChange={(e) => set("draw")(e.target.value)}
        />
        <Field
          label="Extra draw at (Perth time)"
          type="datetime-local"
          value={form.at}
          onChange={(e) => set("at")(e.target.value)}
        />
        <Field
          label="Division 1 jackpot in dollars (optional)"
          inputMode="numeric"
          value={form.jackpot}
          onChange={(e) => set("jackpot")(e.target.value)}
        />
        {special.error && <FormError>{special.error.message}</FormError>}
        {done && <p role="status">{done}</p>}
        <div>
          <Button type="submit" disabled={special.isPending}>
            Schedule special draw
          </Button>
        </div>
      </FormColumn>
    </Card>
  );
}

const Card = styled.section`
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${colors.surface};
  h2 { margin: 0 0 ${space.sm}; }
`;
