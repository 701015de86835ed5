import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/** Props of {@link RenameDialog}. */
export interface RenameDialogProps {
  name: string;
  /** The server's validation message, if the last attempt failed. */
  error: string | null;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** Renames a favourite; the server validates the name (`favouriteUpdateSchema`). */
export function RenameDialog({ name, error, busy, onSave, onCancel }: RenameDialogProps) {
  const [value, setValue] = useState(name);
  return (
    <Dialog
      id="rename-favourite-dialog"
      title="Rename favourite"
      onClose={onCancel}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="button" disabled={busy} onClick={() => onSave(value)}>
            Save
          </Button>
        </>
      }
    >
      <label>
        Name <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      {error && <p role="alert">{error}</p>}
    </Dialog>
  );
}
