import { FilterBar, FilterSelect } from "@lotto/ui/list";

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
  const set = (key: keyof TicketFilterValues) => (v: string) => onChange({ ...value, [key]: v });
  return (
    <FilterBar label="Filter tickets">
      <label>
        From
        <input type="date" value={value.fromDate} onChange={(e) => set("fromDate")(e.target.value)} />
      </label>
      <label>
        To
        <input type="date" value={value.toDate} onChange={(e) => set("toDate")(e.target.value)} />
      </label>
      <FilterSelect
        label="Game"
        value={value.gameId}
        allLabel="All"
        options={games}
        onChange={set("gameId")}
      />
      <FilterSelect
        label="Status"
        value={value.status}
        allLabel="All"
        options={statuses}
        onChange={set("status")}
      />
    </FilterBar>
  );
}
