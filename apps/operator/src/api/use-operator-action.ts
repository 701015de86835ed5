import { call, type EndpointDef } from "@lotto/api";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "./api-context";

/**
 * A write of the console: calls `endpoint` with the body given to `mutate`, then makes `stale` read
 * again (the list it changed). Errors carry the server's message for the dialog that asked.
 */
export function useOperatorAction<B extends Record<string, unknown>>(
  endpoint: EndpointDef,
  stale: readonly QueryKey[],
) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => call(client, endpoint, { body } as Parameters<typeof call>[2]),
    onSuccess: () => Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
