import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/** Props of {@link NameDialog}. */
export interface NameDialogProps {
  /** The server's message when saving failed (e.g. a bad name), else null. */
  error: string | null;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** Names a new favourite; a refusal such as a bad name shows the server's message (spec §2). */
export function NameDialog({ error, busy, onSave, onCancel }: NameDialogProps) {
  const [name, setName] = useState("");
  return (
    <Dialog
      id="favourite-name-dialog"
      title="Save as favourite"
      onClose={onCancel}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="button" disabled={busy} onClick={() => onSave(name)}>
            Save
          </Button>
        </>
      }
    >
      <label>
        Name <input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
      </label>
      {error && <p role="alert">{error}</p>}
    </Dialog>
  );
}
