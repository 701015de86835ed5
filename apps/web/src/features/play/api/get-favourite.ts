import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";
import { accountQueries } from "@/lib/account-queries";

/** One favourite by id, to load or edit on the game page (R-STATES load favourite); idle without id. */
export function useFavourite(id: number | null) {
  return useQuery({ ...accountQueries.favourite(useApi(), id ?? 0), enabled: id !== null });
}
