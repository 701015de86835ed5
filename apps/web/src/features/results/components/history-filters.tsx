import { GAMES, type GameDefinition } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { colors, focusRing, radius, space, type } from "@lotto/ui/theme";
import styled from "styled-components";

/** Props of {@link HistoryFilters}. */
export interface HistoryFiltersProps {
  game: GameDefinition;
  toDate: string | null;
  /** Today in Perth, YYYY-MM-DD: no later date can be picked. */
  today: string;
  onGame: (slug: string) => void;
  onToDate: (date: string | null) => void;
}

/** The history's game and 'Drawn on or before' date. */
export function HistoryFilters({ game, toDate, today, onGame, onToDate }: HistoryFiltersProps) {
  return (
    <Filters>
      <label>
        Game
        <select value={game.slug} onChange={(e) => onGame(e.target.value)}>
          {GAMES.map((g) => (
            <option key={g.id} value={g.slug}>
              {g.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Drawn on or before
        <input
          type="date"
          max={today}
          value={toDate ?? ""}
          onChange={(e) => onToDate(e.target.value || null)}
        />
      </label>
      {toDate && (
        <Button type="button" $variant="secondary" onClick={() => onToDate(null)}>
          Show all dates
        </Button>
      )}
    </Filters>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.sm};

  label {
    display: flex;
    flex-direction: column;
    gap: ${space.xxs};
    flex: 1 1 200px;
    max-width: 280px;
    color: ${colors.textMuted};
    font-size: ${type.size.sm};
  }
  select,
  input {
    box-sizing: border-box;
    min-height: 44px;
    padding: 0 ${space.xs};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radius.sm};
    background-color: ${colors.surface};
    color: ${colors.text};
    font: inherit;
    font-size: ${type.size.md};
  }
  /* Room for the app-wide chevron (control-styles.ts), which a background shorthand would erase. */
  select { padding-right: ${space.xxl}; }
  select:focus-visible,
  input:focus-visible {
    ${focusRing}
  }
`;
