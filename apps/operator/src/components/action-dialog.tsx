import { Button } from "@lotto/ui/button";
import { Dialog } from "@lotto/ui/dialog";
import { Field, FormColumn, FormError } from "@lotto/ui/form";
import { type ReactNode, useState } from "react";
import styled from "styled-components";

/** Props of {@link ActionDialog}. */
export interface ActionDialogProps {
  title: string;
  /** What will happen, in the operator's words (amount, player, account). */
  children: ReactNode;
  /** The confirming button's text ("Pay $120.00"). */
  confirm: string;
  /** A destructive or irreversible action: the button is red. */
  danger?: boolean;
  /** Asks for a reason (1 to 200 characters), sent with the action; the label names it. */
  reason?: string;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm(reason: string): void;
  onCancel(): void;
}

/** The most characters a reason may have (docs/api.md: rejections take 1 to 200). */
export const REASON_MAX = 200;

/**
 * Confirms one operator action before it runs: what it does, an optional reason, and the server's
 * refusal if it says no. Nothing is sent until the operator confirms.
 */
export function ActionDialog({
  title,
  children,
  confirm,
  danger,
  reason,
  busy,
  error,
  onConfirm,
  onCancel,
}: ActionDialogProps) {
  const [text, setText] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (busy) return;
    if (reason !== undefined && text.trim() === "") return setMissing(true);
    onConfirm(text.trim());
  };
  return (
    <Dialog id="action-dialog" title={title} onClose={onCancel}>
      <FormColumn onSubmit={submit}>
        <Body>{children}</Body>
        {reason !== undefined && (
          <Field
            label={reason}
            data-autofocus
            value={text}
            maxLength={REASON_MAX}
            error={missing ? "Enter a reason." : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setMissing(false);
            }}
          />
        )}
        {error && <FormError>{error}</FormError>}
        <Buttons>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" $variant={danger ? "danger" : "primary"} disabled={busy} aria-busy={busy}>
            {confirm}
          </Button>
        </Buttons>
      </FormColumn>
    </Dialog>
  );
}

const Body = styled.div`
  p { margin: 0 0 8px; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;
