import type { PlayerNotification } from "@lotto/api";

/** A prize in Saturday Lotto draw 4640, not read yet. */
export const WON: PlayerNotification = {
  id: 2,
  kind: "won",
  game_id: 5127,
  draw_number: 4640,
  amount: 21_410,
  ticket_id: "c6a1b2f0-5e1d-4c59-9a4f-3f0d2b7e8a11",
  claim_amount: 0,
  text: "You won $214.10 on Saturday Lotto draw 4640",
  created_at: "2026-11-21T10:31:00Z",
  read: false,
};

/** The draw before brought no win; already read. */
export const DRAWN: PlayerNotification = {
  id: 1,
  kind: "drawn",
  game_id: 5127,
  draw_number: 4638,
  amount: null,
  ticket_id: "0b9d7c2e-1a4f-4b8e-8c3d-5e6f7a8b9c0d",
  claim_amount: null,
  text: "No win this time on Saturday Lotto draw 4638",
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
  ticket_id: null,
  claim_amount: null,
  text: "Powerball jackpot is now $100 million",
  created_at: "2026-11-21T10:32:00Z",
  read: false,
};

/** A big Powerball win: most of it waits for a claim. */
export const BIG_WIN: PlayerNotification = {
  id: 4,
  kind: "won",
  game_id: 5132,
  draw_number: 1594,
  amount: 2_521_410,
  ticket_id: "5d2e8f1a-7b3c-4d6e-9f0a-1b2c3d4e5f60",
  claim_amount: 2_500_000,
  text: "You won $25,214.10 on Powerball draw 1594",
  created_at: "2026-11-21T10:33:00Z",
  read: false,
};
