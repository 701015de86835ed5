import { useId, useState } from "react";
import styled from "styled-components";
import { Dialog } from "./dialog";
import { DialogForm, DialogFormButtons } from "./dialog-form";

/** Props of {@link NameDialog}. */
export interface NameDialogProps {
  /** Hash id of the dialog (`#{name}-dialog`). */
  id: string;
  title: string;
  /** The name the field starts with (empty for a new one). */
  name?: string;
  /** The server's message when saving failed (e.g. a bad name), else null. */
  error: string | null;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/**
 * Asks for a name (a new favourite, a renamed one): the field has focus, Enter saves, and the server,
 * which owns the naming rule, answers a bad name with the message shown under the field.
 */
export function NameDialog({ id, title, name = "", error, busy, onSave, onCancel }: NameDialogProps) {
  const [value, setValue] = useState(name);
  const fieldId = useId();
  const errorId = useId();
  const submit = () => {
    if (!busy) onSave(value);
  };
  return (
    <Dialog id={id} title={title} onClose={onCancel}>
      <Column onSubmit={submit}>
        <label htmlFor={fieldId}>Name</label>
        <input
          id={fieldId}
          data-autofocus
          value={value}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        {error && (
          <p id={errorId} role="alert">
            {error}
          </p>
        )}
        <DialogFormButtons submit="Save" busy={busy} onCancel={onCancel} />
      </Column>
    </Dialog>
  );
}

const Column = styled(DialogForm)`
  input { min-height: 44px; padding: 0 12px; font: inherit; }
  p { margin: 0; }
`;
