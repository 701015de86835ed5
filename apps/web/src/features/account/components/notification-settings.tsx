import { JACKPOT_ALERT_THRESHOLDS, jackpotAmountText } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { CheckField, SelectField } from "@lotto/ui/form";
import { useState } from "react";
import { type ActionStatus, ActionStatusLine } from "./action-status";
import { Form } from "./form";

const OFF = "off";
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
  status: ActionStatus;
  onSave(enabled: boolean, threshold: number | null): void;
}

/**
 * Notification settings (account tab 3): whether the jackpot notification prompt may ask (R-STATES
 * prompts), and the jackpot above which the notification centre tells the player.
 */
export function NotificationSettings({ enabled, threshold, status, onSave }: NotificationSettingsProps) {
  const [on, setOn] = useState(enabled);
  const [alertAt, setAlertAt] = useState(threshold === null ? OFF : String(threshold));
  const submit = () => {
    onSave(on, alertAt === OFF ? null : Number(alertAt));
  };
  return (
    <Form onSubmit={submit} aria-label="Notification settings">
      <CheckField label="Offer me jackpot and results notifications" checked={on} onChange={setOn} />
      <SelectField
        label="Tell me when a jackpot reaches"
        options={JACKPOT_ALERT_OPTIONS}
        value={alertAt}
        onChange={(e) => setAlertAt(e.target.value)}
      />
      <ActionStatusLine status={status} />
      <Button type="submit" disabled={status.kind === "busy"}>
        Save settings
      </Button>
    </Form>
  );
}
