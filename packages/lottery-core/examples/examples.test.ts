/**
 * Runs every example the README shows and checks what it prints, so the README never teaches a call that
 * no longer works or an answer that is no longer true.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

async function printed(example: string): Promise<unknown[][]> {
  const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
  await import(/* @vite-ignore */ new URL(`./${example}.ts`, import.meta.url).href);
  return log.mock.calls;
}

afterEach(() => vi.restoreAllMocks());

describe("README examples", () => {
  it("prices an entry from the purchase config, and refuses what it does not sell", async () => {
    expect(await printed("price-an-entry")).toEqual([[340], [1020], [null]]);
  });

  it("lists the next draws on sale in Perth time", async () => {
    const lines = (await printed("next-draws")).map((args) => args.join(" "));
    expect(lines).toEqual([
      "1594 2026-12-03T18:00:00+08:00[Australia/Perth] 2026-12-03T18:30:00+08:00[Australia/Perth]",
      "1595 2026-12-10T18:00:00+08:00[Australia/Perth] 2026-12-10T18:30:00+08:00[Australia/Perth]",
      "1596 2026-12-17T18:00:00+08:00[Australia/Perth] 2026-12-17T18:30:00+08:00[Australia/Perth]",
    ]);
  });

  it("judges a System 20 entry without expanding it", async () => {
    expect(await printed("judge-system-20")).toEqual([[4], [{ 4: 120, 5: 420, 6: 1820 }]]);
  });

  it("quick-picks the same boards from the same seed", async () => {
    expect(await printed("quick-pick")).toEqual([
      [{ numbers: [1, 3, 8, 18, 28, 32, 35], powerball: 7, stake: 50, type: 1 }],
      [[6, 7, 10, 11, 21, 28, 30, 33]],
      [null],
    ]);
  });

  it("verifies a published draw and catches changed numbers", async () => {
    expect(await printed("verify-draw")).toEqual([
      [{ valid: true, problems: [] }],
      [{ valid: false, problems: ["The winning numbers differ from the seed's."] }],
    ]);
  });

  it("runs the purchase machine with injected effects", async () => {
    expect(await printed("purchase-machine")).toEqual([
      ["group-1", "COMPLETED"],
      [["cart purchasing", "saved group-1", "cleared", "tracked COMPLETED", "cart purchased"]],
    ]);
  });
});
