import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../button";
import { Form } from "../form/form";
import { DialogActions } from "./dialog";

/**
 * A form in a dialog of a lazy page: its fields, its message and its buttons one under another. Import it
 * from this file: the dialog index goes with the shell on the home route, which has no use for it.
 */
export const DialogForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** Props of {@link DialogFormButtons}. */
export interface DialogFormButtonsProps {
  /** The submit button's text. */
  submit: ReactNode;
  /** While the form's call runs: the submit button is disabled. */
  busy: boolean;
  onCancel(): void;
}

/** The end of a form in a dialog: Cancel, then the submit button, on the right. */
export function DialogFormButtons({ submit, busy, onCancel }: DialogFormButtonsProps) {
  return (
    <Buttons>
      <Button type="button" $variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {submit}
      </Button>
    </Buttons>
  );
}

const Buttons = styled(DialogActions)`
  margin-top: 8px;
`;
