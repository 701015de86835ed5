import * as v from "valibot";
// A module of its own: the home route reads the remote config but never a special event, and the
// bundler drops an unused module whole (sideEffects: false) but not an unused schema beside a used one.

/**
 * One entry of remote config `specialEvents` (R-ENTITIES Remote config, R-STATES special draw): the game, the
 * draw number of its special draw, and what the game page calls it.
 */
export const SpecialEventSchema = v.object({
  game_id: v.pipe(v.number(), v.integer()),
  draw_number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.string()),
  /** Set by the server for a draw it scheduled (an extra Saturday Lotto draw): when its sales close. */
  sales_close: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
export type SpecialEventConfig = v.InferOutput<typeof SpecialEventSchema>;

/**
 * The well-formed entries of remote config `specialEvents` (R-ENTITIES); as with system alerts, a
 * malformed one is dropped on its own and the rest of the config still applies.
 */
export function parseSpecialEvents(entries: readonly unknown[]): SpecialEventConfig[] {
  return entries.flatMap((entry) => {
    const result = v.safeParse(SpecialEventSchema, entry);
    return result.success ? [result.output] : [];
  });
}
