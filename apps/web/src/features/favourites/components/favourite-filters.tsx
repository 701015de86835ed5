import { FilterBar, FilterSelect } from "@lotto/ui/list";

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
    <FilterBar label="Filter favourites">
      <FilterSelect
        label="Game"
        value={value.gameId}
        allLabel="All games"
        options={games}
        onChange={(gameId) => onChange({ ...value, gameId })}
      />
      <FilterSelect
        label="Price"
        value={value.price}
        allLabel="All prices"
        options={priceBuckets}
        onChange={(price) => onChange({ ...value, price })}
      />
    </FilterBar>
  );
}
