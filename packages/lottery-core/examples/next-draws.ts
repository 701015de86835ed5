// The next three Powerball draws on sale at an instant: draw number, sales close and draw time in Perth.
import { gameBySlug, upcomingDraws } from "@lotto/core";
import { Temporal } from "temporal-polyfill";

const powerball = gameBySlug("powerball")!;
const now = Temporal.Instant.from("2026-11-26T10:00:00Z"); // Thursday 18:00 in Perth: sales for tonight just closed

for (const draw of upcomingDraws(powerball.id, now, 3)) {
  console.log(draw.drawNumber, draw.salesClose.toString(), draw.drawTime.toString());
}
// 1594 2026-12-03T18:00:00+08:00[Australia/Perth] 2026-12-03T18:30:00+08:00[Australia/Perth]
// 1595 and 1596 follow a week apart
