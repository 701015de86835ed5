import {
  JACKPOT_ALERT_THRESHOLDS,
  jackpotAmountText,
  PUSH_CHOICE_TEXT,
  PUSH_CHOICES,
  type PushChoice,
} from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { CheckField, SelectField } from "@lotto/ui/form";
import { space } from "@lotto/ui/theme";
import { useState } from "react";
import styled from "styled-components";
import { type ActionStatus, ActionStatusLine } from "./action-status";
import { Form } from "./form";

const OFF = "off";
/** The heading of the push choices. */
export const PUSH_CHOICES_LEGEND = "Send to my devices, even with the shop closed";

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.sm};
  legend {
    font-weight: 600;
    margin-bottom: ${space.xs};
  }
`;
/** The jackpot alert choices: off, or a jackpot from core's thresholds ("$10 million" …). */
export const JACKPOT_ALERT_OPTIONS = [
  { value: OFF, label: "Off" },
  ...JACKPOT_ALERT_THRESHOLDS.map((cents) => ({ value: String(cents), label: jackpotAmountText(cents) })),
];

/** Props of {@link NotificationSettings}. */
export interface NotificationSettingsProps {
  enabled: boolean;
  /** The jackpot alert threshold in cents, null for none. */
  threshold: number | null;
  /** What is pushed to the player's devices while the shop is closed. */
  choices: readonly PushChoice[];
  status: ActionStatus;
  onSave(enabled: boolean, threshold: number | null, choices: PushChoice[]): void;
}

/**
 * Notification settings (account tab 3): whether the jackpot notification prompt may ask (R-STATES
 * prompts), the jackpot above which the notification centre tells the player, and which notifications
 * reach their devices while the shop is closed (docs/decisions.md "Push").
 */
export function NotificationSettings({
  enabled,
  threshold,
  choices,
  status,
  onSave,
}: NotificationSettingsProps) {
  const [on, setOn] = useState(enabled);
  const [alertAt, setAlertAt] = useState(threshold === null ? OFF : String(threshold));
  const [pushed, setPushed] = useState<readonly PushChoice[]>(choices);
  const submit = () => {
    onSave(
      on,
      alertAt === OFF ? null : Number(alertAt),
      PUSH_CHOICES.filter((c) => pushed.includes(c)),
    );
  };
  const toggle = (choice: PushChoice, checked: boolean) =>
    setPushed((now) => (checked ? [...now, choice] : now.filter((c) => c !== choice)));
  return (
    <Form onSubmit={submit} aria-label="Notification settings">
      <CheckField label="Offer me jackpot and results notifications" checked={on} onChange={setOn} />
      <SelectField
        label="Tell me when a jackpot reaches"
        options={JACKPOT_ALERT_OPTIONS}
        value={alertAt}
        onChange={(e) => setAlertAt(e.target.value)}
      />
      <Fieldset>
        <legend>{PUSH_CHOICES_LEGEND}</legend>
        {PUSH_CHOICES.map((choice) => (
          <CheckField
            key={choice}
            label={PUSH_CHOICE_TEXT[choice]}
            checked={pushed.includes(choice)}
            onChange={(checked) => toggle(choice, checked)}
          />
        ))}
      </Fieldset>
      <ActionStatusLine status={status} />
      <Button type="submit" disabled={status.kind === "busy"}>
        Save settings
      </Button>
    </Form>
  );
}
