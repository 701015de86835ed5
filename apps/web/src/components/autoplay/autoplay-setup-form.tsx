import { AUTOPLAY_THRESHOLD_RANGE, type AutoplayTrigger, type Cents } from "@lotto/core";
import { DialogFormButtons } from "@lotto/ui/dialog-form";
import { Figures } from "@lotto/ui/figures";
import { formatMoney } from "@lotto/ui/format-money";
import { colors, radius, space } from "@lotto/ui/theme";
import { type FormEvent, useId, useState } from "react";
import styled from "styled-components";

/** What a player chooses for an autoplay: when it buys and for how many draws (null: until cancelled). */
export interface AutoplayChoice {
  trigger: AutoplayTrigger;
  draws: number | null;
}

/** Props of {@link AutoplaySetupForm}. */
export interface AutoplaySetupFormProps {
  /** The choice the form starts with (an autoplay being edited), else every draw until cancelled. */
  initial?: AutoplayChoice;
  /** Whether the game has a jackpot: only then may the player buy only when it is high enough. */
  hasJackpot: boolean;
  /** The most the set-up may spend in a week (core's autoplayWeeklyMaximum); null while unknown. */
  weeklyMaximum: Cents | null;
  /** The player's weekly spend limit in force; null while it loads or when none is set. */
  weeklyLimit: Cents | null;
  /** The most draws a set-up may be for (the contract's bound). */
  maxDraws: number;
  /** The submit button's words ("Start autoplay", "Save changes"). */
  submit: string;
  busy: boolean;
  /** The server's refusal, if any. */
  error: string | null;
  onSave(choice: AutoplayChoice): void;
  onCancel(): void;
}

/** A million dollars in cents: the jackpot field reads millions, as jackpots are spoken of. */
const MILLION = 100_000_000;

const millions = (cents: Cents) => new Intl.NumberFormat("en-AU").format(cents / MILLION);

/** The texts the form shows when a field cannot be read. */
export const AUTOPLAY_FORM_TEXT = {
  threshold: `Enter the jackpot in millions of dollars, from ${millions(AUTOPLAY_THRESHOLD_RANGE.min)} to ${millions(AUTOPLAY_THRESHOLD_RANGE.max)}.`,
  draws: (max: number) => `Enter a number of draws from 1 to ${max}.`,
  overLimit:
    "This is more than your weekly spend limit: a draw the limit does not cover is skipped, and you are told.",
} as const;

/**
 * The choices of an autoplay (R-SCREENS has none: docs/decisions.md "Autoplay"): every draw, or only
 * when the jackpot reaches an amount (games with a jackpot), until cancelled or for a number of draws;
 * before saving, the most it may spend in a week beside the player's weekly spend limit.
 */
export function AutoplaySetupForm(props: AutoplaySetupFormProps) {
  const { initial, hasJackpot, weeklyMaximum, weeklyLimit, maxDraws, busy, error } = props;
  const [kind, setKind] = useState(initial?.trigger.kind ?? "every-draw");
  const [threshold, setThreshold] = useState(
    initial?.trigger.kind === "jackpot-at-least" ? String(initial.trigger.threshold / MILLION) : "",
  );
  const [limited, setLimited] = useState(initial !== undefined && initial.draws !== null);
  const [draws, setDraws] = useState(initial?.draws == null ? "" : String(initial.draws));
  const [problems, setProblems] = useState<{ threshold: string | undefined; draws: string | undefined }>({
    threshold: undefined,
    draws: undefined,
  });
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const cents = kind === "jackpot-at-least" ? thresholdCents(threshold) : null;
    const count = limited ? drawCount(draws, maxDraws) : null;
    const found = {
      threshold: kind === "jackpot-at-least" && cents === null ? AUTOPLAY_FORM_TEXT.threshold : undefined,
      draws: limited && count === null ? AUTOPLAY_FORM_TEXT.draws(maxDraws) : undefined,
    };
    setProblems(found);
    if (found.threshold || found.draws) return;
    onSaveChoice(props, cents, count);
  };
  const over = weeklyMaximum !== null && weeklyLimit !== null && weeklyMaximum > weeklyLimit;
  return (
    <Form onSubmit={submit} noValidate aria-label="Autoplay">
      <Choices>
        <legend>When to buy</legend>
        <label>
          <input
            type="radio"
            name={`${id}-when`}
            checked={kind === "every-draw"}
            onChange={() => setKind("every-draw")}
          />
          Every draw
        </label>
        {hasJackpot && (
          <label>
            <input
              type="radio"
              name={`${id}-when`}
              checked={kind === "jackpot-at-least"}
              onChange={() => setKind("jackpot-at-least")}
            />
            Only when the jackpot is at least…
          </label>
        )}
        {hasJackpot && kind === "jackpot-at-least" && (
          <Amount
            id={`${id}-threshold`}
            label="Jackpot at least ($ million)"
            value={threshold}
            error={problems.threshold}
            onChange={setThreshold}
          />
        )}
      </Choices>
      <Choices>
        <legend>For how long</legend>
        <label>
          <input type="radio" name={`${id}-long`} checked={!limited} onChange={() => setLimited(false)} />
          Until I cancel
        </label>
        <label>
          <input type="radio" name={`${id}-long`} checked={limited} onChange={() => setLimited(true)} />
          For a number of draws…
        </label>
        {limited && (
          <Amount
            id={`${id}-draws`}
            label="Number of draws"
            value={draws}
            error={problems.draws}
            inputMode="numeric"
            onChange={setDraws}
          />
        )}
      </Choices>
      <Figures aria-label="Weekly spend">
        <div>
          <dt>Most it may spend a week</dt>
          <dd>{weeklyMaximum === null ? "—" : formatMoney(weeklyMaximum)}</dd>
        </div>
        <div>
          <dt>Your weekly spend limit</dt>
          <dd>{weeklyLimit === null ? "Not set" : formatMoney(weeklyLimit)}</dd>
        </div>
      </Figures>
      {over && <Note data-testid="autoplay-over-limit">{AUTOPLAY_FORM_TEXT.overLimit}</Note>}
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
      <DialogFormButtons submit={props.submit} busy={busy} onCancel={props.onCancel} />
    </Form>
  );
}

// Millions of dollars (up to two decimals) as cents within the contract's range, else null.
function thresholdCents(text: string): Cents | null {
  const match = /^\$?\s*(\d{1,4}(?:\.\d{1,2})?)$/.exec(text.trim().replaceAll(",", ""));
  if (!match) return null;
  const cents = Math.round(Number(match[1]) * MILLION);
  return cents >= AUTOPLAY_THRESHOLD_RANGE.min && cents <= AUTOPLAY_THRESHOLD_RANGE.max ? cents : null;
}

// A whole number of draws from 1 to the bound, else null.
function drawCount(text: string, max: number): number | null {
  const count = /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return count >= 1 && count <= max ? count : null;
}

function onSaveChoice(props: AutoplaySetupFormProps, threshold: Cents | null, draws: number | null) {
  props.onSave({
    trigger: threshold === null ? { kind: "every-draw" } : { kind: "jackpot-at-least", threshold },
    draws,
  });
}

// A labelled text field with its error, inside a choice group (the jackpot amount, the draws).
function Amount(props: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  inputMode?: "numeric";
  onChange(value: string): void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <Field>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        inputMode={props.inputMode ?? "decimal"}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <span id={errorId} role="alert">
          {props.error}
        </span>
      )}
    </Field>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
  margin: 0;
  padding: ${space.xs} ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  legend { font-weight: 700; }
  > label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-left: 28px;
  input { min-height: 44px; max-width: 16rem; padding: 0 12px; font: inherit; }
  span { color: ${colors.error}; }
`;

const Note = styled.p`
  margin: 0;
  padding: ${space.xs} ${space.sm};
  border-left: 6px solid ${colors.warning};
  background: ${colors.warningSurface};
`;

const ErrorLine = styled.p`
  margin: 0;
  color: ${colors.error};
  font-weight: 700;
`;
