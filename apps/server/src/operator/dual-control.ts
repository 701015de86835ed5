/**
 * Dual control (docs/decisions.md "Dual control"): what an approval says of the action it holds back.
 * The payout lines live once, in core (`DUAL_CONTROL_LINE`); adjustments and operator role changes
 * always wait for a second operator.
 */

/** What an approval says of the action it holds back: a line for the list, the amount and the player. */
export interface ApprovalNeed {
  summary: string;
  amount?: number | null | undefined;
  playerId?: string | null | undefined;
}
