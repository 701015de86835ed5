import styled from "styled-components";
import { colors } from "@/config/theme";

/** The play-history filters (R-ENTITIES: fromDate, toDate, gameType, status; defaults All). */
export interface TicketFilterValues {
  fromDate: string;
  toDate: string;
  gameId: string;
  status: string;
}

/** Props of {@link TicketFilters}. */
export interface TicketFiltersProps {
  value: TicketFilterValues;
  games: readonly { value: string; label: string }[];
  statuses: readonly { value: string; label: string }[];
  onChange: (value: TicketFilterValues) => void;
}

/** Date range, game and status filters of the Tickets page; '' means All (R-STATES Play history). */
export function TicketFilters({ value, games, statuses, onChange }: TicketFiltersProps) {
  const set = (key: keyof TicketFilterValues) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <Form aria-label="Filter tickets" onSubmit={(e) => e.preventDefault()}>
      <label>
        From
        <input type="date" value={value.fromDate} onChange={set("fromDate")} />
      </label>
      <label>
        To
        <input type="date" value={value.toDate} onChange={set("toDate")} />
      </label>
      <label>
        Game
        <select value={value.gameId} onChange={set("gameId")}>
          <option value="">All</option>
          {games.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Status
        <select value={value.status} onChange={set("status")}>
          <option value="">All</option>
          {statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;

  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    color: ${colors.textMuted};
    font-size: 0.85rem;
  }
`;
