import type { RequestCallbackBody } from "@lotto/api";
import { Dialog } from "@lotto/ui/dialog";
import { DialogForm, DialogFormButtons } from "@lotto/ui/dialog-form";
import { useState } from "react";

/** When the player would like the call (the contract's `preferred_time`). */
export const CALLBACK_TIMES = [
  { value: "morning", label: "Morning (9am to 12pm)" },
  { value: "afternoon", label: "Afternoon (12pm to 5pm)" },
  { value: "evening", label: "Evening (5pm to 8pm)" },
] as const;

/** The request-callback form (R-GAMES, R-SCREENS lazy request-callback page): phone, time and a reason. */
export function RequestCallbackDialog({
  defaultPhone = "",
  busy,
  error,
  onSend,
  onClose,
  success = null,
}: {
  defaultPhone?: string;
  busy: boolean;
  error: string | null;
  onSend(body: RequestCallbackBody): void;
  onClose(): void;
  /** The sent line: shown in the dialog, which then closes itself after 2000 ms (R-STATES). */
  success?: string | null;
}) {
  const [phone, setPhone] = useState(defaultPhone);
  const [time, setTime] = useState<RequestCallbackBody["preferred_time"]>("morning");
  const [reason, setReason] = useState("");
  const submit = () => {
    onSend({ phone: phone.replace(/\s/g, ""), preferred_time: time, ...(reason ? { reason } : {}) });
  };
  return (
    <Dialog id="request-callback-dialog" title="Request a callback" onClose={onClose} success={success}>
      <DialogForm onSubmit={submit} noValidate={false}>
        <p>Leave your number and one of our customer services team will call you back.</p>
        <label htmlFor="callback-phone">Phone number</label>
        <input
          id="callback-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <label htmlFor="callback-time">Best time to call</label>
        <select
          id="callback-time"
          value={time}
          onChange={(e) => setTime(e.target.value as RequestCallbackBody["preferred_time"])}
        >
          {CALLBACK_TIMES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        <label htmlFor="callback-reason">What is it about? (optional)</label>
        <textarea
          id="callback-reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {error && <p role="alert">{error}</p>}
        <DialogFormButtons submit={busy ? "Sending..." : "Request callback"} busy={busy} onCancel={onClose} />
      </DialogForm>
    </Dialog>
  );
}
