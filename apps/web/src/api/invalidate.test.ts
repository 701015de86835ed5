import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { invalidateAfter, STALE_AFTER, type Write } from "./invalidate";
import { queryKeys } from "./queries";

// A cache holding every resource, one page or filter deep, as the app would after a visit.
function filledCache() {
  const client = new QueryClient();
  for (const key of Object.values(queryKeys)) client.setQueryData([...key, "page-1"], 1);
  return client;
}

const staleRoots = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => String(q.queryKey[0]))
    .sort();

const roots = (write: Write) => STALE_AFTER[write].map((key) => key[0]).sort();

describe("invalidateAfter", () => {
  it("after a purchase refreshes balance, limits, the week's spend, transactions and tickets only", async () => {
    const client = filledCache();
    await invalidateAfter(client, "purchase");
    expect(staleRoots(client)).toEqual(
      ["balances", "limits", "play-history", "spend-weeks", "transactions"].sort(),
    );
  });

  it("after a deposit refreshes balance, limits, deposit limits, transactions and cards, not tickets or games", async () => {
    const client = filledCache();
    await invalidateAfter(client, "deposit");
    expect(staleRoots(client)).toEqual(["balances", "cards", "deposit-limits", "limits", "transactions"]);
  });

  it("after a favourite change refreshes the list and the edited one only", async () => {
    const client = filledCache();
    await invalidateAfter(client, "favourite");
    expect(staleRoots(client)).toEqual(["favourite", "favourites"]);
  });

  it.each(Object.keys(STALE_AFTER) as Write[])(
    "after %s marks exactly its listed resources stale",
    async (write) => {
      const client = filledCache();
      await invalidateAfter(client, write);
      expect(staleRoots(client)).toEqual(roots(write));
      expect(staleRoots(client).length).toBeLessThan(Object.keys(queryKeys).length);
    },
  );
});
