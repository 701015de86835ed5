import type { PlayerNotification } from "@lotto/api";

/** A prize in Saturday Lotto draw 4640, not read yet. */
export const WON: PlayerNotification = {
  id: 2,
  kind: "won",
  game_id: 5127,
  draw_number: 4640,
  amount: 21_410,
  text: "You won $214.10",
  created_at: "2026-11-21T10:31:00Z",
  read: false,
};

/** The same draw's result, already read. */
export const DRAWN: PlayerNotification = {
  id: 1,
  kind: "drawn",
  game_id: 5127,
  draw_number: 4640,
  amount: null,
  text: "Your Saturday Lotto draw 4640 has been drawn",
  created_at: "2026-11-21T10:30:00Z",
  read: true,
};

/** A jackpot announcement a minute later, not read yet. */
export const JACKPOT: PlayerNotification = {
  id: 3,
  kind: "jackpot",
  game_id: 5132,
  draw_number: 1490,
  amount: 10_000_000_000,
  text: "Powerball jackpot is now $100 million",
  created_at: "2026-11-21T10:32:00Z",
  read: false,
};
