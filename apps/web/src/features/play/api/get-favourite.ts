import { useQuery } from "@tanstack/react-query";
import { accountQueries } from "@/api/account-queries";
import { useApi } from "@/hooks/use-api";

/** One favourite by id, to load or edit on the game page (R-STATES load favourite); idle without id. */
export function useFavourite(id: number | null) {
  return useQuery({ ...accountQueries.favourite(useApi(), id ?? 0), enabled: id !== null });
}
