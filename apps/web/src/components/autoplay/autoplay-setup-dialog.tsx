import type { Cents } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { Dialog } from "@lotto/ui/dialog";
import { formatMoney } from "@lotto/ui/format-money";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";
import { AutoplaySetupForm, type AutoplaySetupFormProps } from "./autoplay-setup-form";

/** Props of {@link AutoplaySetupDialog}. */
export interface AutoplaySetupDialogProps extends AutoplaySetupFormProps {
  /** "Play automatically" for a new autoplay, "Edit autoplay" for one being changed. */
  title: string;
  gameName: string;
  /** The entry's price for one draw; null while it is priced. */
  cost: Cents | null;
  /** Shown instead of the form once saved (the dialog then closes itself). */
  success?: string | null;
  /** Opens the numbers on the game page (an autoplay being edited); absent for a new one. */
  onChangeNumbers?: () => void;
}

/** The autoplay set-up ({@link AutoplaySetupForm}) in a dialog, under the game and the entry's price a draw. */
export function AutoplaySetupDialog(props: AutoplaySetupDialogProps) {
  const { title, gameName, cost, success = null, onChangeNumbers, ...form } = props;
  return (
    <Dialog id="autoplay-dialog" title={title} onClose={form.onCancel} success={success}>
      <Entry>
        {gameName}
        {cost !== null && ` · ${formatMoney(cost)} a draw`}
      </Entry>
      {onChangeNumbers && (
        <Button type="button" $variant="link" onClick={onChangeNumbers}>
          Change the numbers
        </Button>
      )}
      <AutoplaySetupForm {...form} />
    </Dialog>
  );
}

const Entry = styled.p`
  margin: 0 0 12px;
  color: ${colors.textMuted};
`;
