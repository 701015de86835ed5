import { type FormEvent, useId, useState } from "react";
import styled from "styled-components";
import { Button } from "../button";
import { Dialog } from "./dialog";

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSave(value);
  };
  return (
    <Dialog id={id} title={title} onClose={onCancel}>
      <Form onSubmit={submit}>
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
        <Actions>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            Save
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  input { min-height: 44px; padding: 0 12px; font: inherit; }
  p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 8px;
`;
