import { and, eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { draws } from "../../src/db/schema/play";
import { openDraws } from "../../src/draws/calendar";
import { calendarChanged } from "../../src/draws/calendar-version";
import { cachedOpenDraws, OPEN_DRAWS_MAX_AGE_MS } from "../../src/draws/open-draws-cache";
import { build, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await build();
}, 120_000);
afterAll(async () => app?.close());

const numbers = (rows: { drawNumber: number }[]) => rows.map((row) => row.drawNumber);

/** Closes a draw behind the cache's back, as another process on a shared PostgreSQL would. */
const closeBehindTheCache = (drawNumber: number) =>
  app.db
    .update(draws)
    .set({ status: "closed" })
    .where(and(eq(draws.gameId, 5127), eq(draws.drawNumber, drawNumber)));

// The purchase's ticket check reads the calendar through this cache (R-SERVER Purchases).
describe("cachedOpenDraws", () => {
  it("answers what openDraws answers, then the same until the calendar changes in this process", async () => {
    await calendarChanged(app.db);
    const now = app.testClock.now();
    const first = await cachedOpenDraws(app.db, 5127, now);
    expect(numbers(first)).toEqual(numbers(await openDraws(app.db, 5127, now)));
    const [next] = first;
    await closeBehindTheCache(next!.drawNumber);
    expect(numbers(await cachedOpenDraws(app.db, 5127, now))).toContain(next!.drawNumber);
    await calendarChanged(app.db);
    expect(numbers(await cachedOpenDraws(app.db, 5127, now))).not.toContain(next!.drawNumber);
  });

  it("reads again after its maximum age (a write by another process), without any write here", async () => {
    await calendarChanged(app.db);
    const now = app.testClock.now();
    const [next] = await cachedOpenDraws(app.db, 5127, now);
    await closeBehindTheCache(next!.drawNumber);
    const realNow = performance.now();
    const later = vi.spyOn(performance, "now").mockReturnValue(realNow + OPEN_DRAWS_MAX_AGE_MS + 1);
    try {
      expect(numbers(await cachedOpenDraws(app.db, 5127, now))).not.toContain(next!.drawNumber);
    } finally {
      later.mockRestore();
    }
  });

  it("drops a draw whose sales close has passed from the cached entry, without reading again", async () => {
    await calendarChanged(app.db);
    const now = app.testClock.now();
    const [next, after] = await cachedOpenDraws(app.db, 5127, now);
    await closeBehindTheCache(after!.drawNumber); // still listed below: the answer is the cached entry
    const atClose = Temporal.Instant.from(next!.salesClose);
    expect(numbers(await cachedOpenDraws(app.db, 5127, atClose)).slice(0, 1)).toEqual([after!.drawNumber]);
  });

  it("reads again for an instant before the one its entry was read at (a test clock moved back)", async () => {
    await calendarChanged(app.db);
    const now = app.testClock.now();
    const [next] = await openDraws(app.db, 5127, now);
    const atClose = Temporal.Instant.from(next!.salesClose);
    expect(numbers(await cachedOpenDraws(app.db, 5127, atClose))).not.toContain(next!.drawNumber);
    expect(numbers(await cachedOpenDraws(app.db, 5127, now))).toContain(next!.drawNumber);
  });
});
