// Quick-pick Powerball boards with a seeded random source: the same seed gives the same boards, so a test
// or a replay is repeatable. In the shop the source is cryptoRng().
import { gameBySlug, quickPickBoard, seededRng } from "@lotto/core";

const powerball = gameBySlug("powerball")!;
const rng = seededRng(42);

console.log(quickPickBoard(powerball.id, rng)); // { numbers: [1, 3, 8, 18, 28, 32, 35], powerball: 7, … }
console.log(quickPickBoard(powerball.id, rng, { system: 8 }).numbers); // [6, 7, 10, 11, 21, 28, 30, 33]
console.log(quickPickBoard(powerball.id, rng, { powerpik: true }).powerball); // null: powerpik holds every Powerball
