import type { Locator } from "@playwright/test";

/** The numbers a row of balls shows, by kind (the web app's Ball marks each with `data-ball`). */
export interface ShownNumbers {
  /** Main numbers or digits, in the order shown. */
  winning: number[];
  supplementary: number[];
  powerball: number | null;
}

/** Reads a row of balls (a draw's numbers or a board) inside `row`. */
export async function shownNumbers(row: Locator): Promise<ShownNumbers> {
  const balls = await row.locator("[data-ball]").evaluateAll((nodes) =>
    nodes.map((node) => ({
      kind: node.getAttribute("data-ball"),
      value: Number(/\d+/.exec(node.textContent ?? "")?.[0]),
    })),
  );
  const of = (kinds: string[]) => balls.filter((b) => kinds.includes(b.kind ?? "")).map((b) => b.value);
  return {
    winning: of(["main", "digit"]),
    supplementary: of(["supplementary"]),
    powerball: of(["powerball"])[0] ?? null,
  };
}
