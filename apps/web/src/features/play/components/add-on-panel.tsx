import type { AddOnCoupon, Cents } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { CheckField } from "@lotto/ui/form";
import { formatMoney } from "@lotto/ui/format-money";
import styled from "styled-components";
import { AddOnGames } from "@/components/add-on/add-on-games";
import { EntryPanel } from "./entry-panel";
import { OptionSelect } from "./option-select";

/** Props of {@link AddOnPanel}. */
export interface AddOnPanelProps {
  /** The add-on game's name and price of one game in one draw (core's definition). */
  gameName: string;
  unitPrice: Cents;
  /** The game the add-on rides on. */
  carrierName: string;
  added: boolean;
  addOn: AddOnCoupon;
  /** How many add-on games may be chosen (core's `addOnSizes`). */
  sizes: readonly number[];
  /** What the add-on adds to the entry's price with its current options. */
  cost: Cents;
  onToggle: (added: boolean) => void;
  onSize: (count: number) => void;
}

/**
 * The add-on game a game page offers (R-ENTITIES addOnGame): Super66 ticked onto a Saturday Lotto entry,
 * how many games, their random numbers (drawn again on request) and what they add to the price.
 */
export function AddOnPanel({
  gameName,
  unitPrice,
  carrierName,
  added,
  addOn,
  sizes,
  cost,
  onToggle,
  onSize,
}: AddOnPanelProps) {
  const count = addOn.game_data.length;
  return (
    <EntryPanel aria-labelledby="add-on-title" data-testid="add-on-panel">
      <h2 id="add-on-title">Add {gameName}</h2>
      <p>
        {formatMoney(unitPrice)} a game, played in every week of this {carrierName} entry.
      </p>
      <CheckField label={`Add ${gameName} to this entry`} checked={added} onChange={onToggle} />
      {added && (
        <>
          <Controls>
            <OptionSelect
              label={`${gameName} games`}
              value={String(count)}
              options={sizes.map((n) => ({ value: String(n), label: String(n) }))}
              onChange={(value) => onSize(Number(value))}
            />
            <Button type="button" $variant="secondary" onClick={() => onSize(count)}>
              New numbers
            </Button>
          </Controls>
          <AddOnGames addOn={addOn} />
          <p role="status" data-testid="add-on-cost">
            Adds {formatMoney(cost)} to this entry.
          </p>
        </>
      )}
    </EntryPanel>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
`;
