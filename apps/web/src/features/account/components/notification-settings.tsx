import { type FormEvent, useState } from "react";
import { CheckField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { type ActionStatus, ActionStatusLine } from "./action-status";
import { Form } from "./form";

/** Notification settings (account tab 3): whether the jackpot notification prompt may ask (spec §4 prompts). */
export function NotificationSettings({
  enabled,
  status,
  onSave,
}: {
  enabled: boolean;
  status: ActionStatus;
  onSave(enabled: boolean): void;
}) {
  const [on, setOn] = useState(enabled);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(on);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label="Notification settings">
      <CheckField label="Offer me jackpot and results notifications" checked={on} onChange={setOn} />
      <ActionStatusLine status={status} />
      <Button type="submit" disabled={status.kind === "busy"}>
        Save settings
      </Button>
    </Form>
  );
}
