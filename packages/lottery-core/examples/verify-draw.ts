// Verify a published draw: the revealed seed must hash to the commitment published before the draw, and
// the numbers must be the ones derived from that seed. Anyone can recheck a draw this way.
import { commitment, deriveDrawNumbers, gameBySlug, verifyDraw } from "@lotto/core";

const game = gameBySlug("oz-lotto")!;
const seed = "a3".repeat(32); // 64 hex characters, revealed after the draw
const published = {
  gameId: game.id,
  drawNumber: 1600,
  commitment: commitment(seed), // published while the draw was open
  seed,
  numbers: deriveDrawNumbers(game.id, 1600, seed),
};

console.log(verifyDraw(published)); // { valid: true, problems: [] }
const tampered = { ...published, numbers: { ...published.numbers, winning: [1, 2, 3, 4, 5, 6, 7] } };
console.log(verifyDraw(tampered)); // { valid: false, problems: ["The winning numbers differ from the seed's."] }
