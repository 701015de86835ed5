import styled from "styled-components";
import { colors } from "@/config/theme";

/** Favourites filters: game id and price bucket ('' means all; buckets 1–3 from core, R-VALIDATION). */
export interface FavouriteFilterValues {
  gameId: string;
  price: string;
}

/** Props of {@link FavouriteFilters}. */
export interface FavouriteFiltersProps {
  value: FavouriteFilterValues;
  games: readonly { value: string; label: string }[];
  priceBuckets: readonly { value: string; label: string }[];
  onChange: (value: FavouriteFilterValues) => void;
}

/** Game and price-range filters of the Favourites page (R-STATES Favourites list). */
export function FavouriteFilters({ value, games, priceBuckets, onChange }: FavouriteFiltersProps) {
  return (
    <Form aria-label="Filter favourites" onSubmit={(e) => e.preventDefault()}>
      <label>
        Game
        <select value={value.gameId} onChange={(e) => onChange({ ...value, gameId: e.target.value })}>
          <option value="">All games</option>
          {games.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Price
        <select value={value.price} onChange={(e) => onChange({ ...value, price: e.target.value })}>
          <option value="">All prices</option>
          {priceBuckets.map((b) => (
            <option key={b.value} value={b.value}>
              {b.label}
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
  select { max-width: 100%; }
`;
