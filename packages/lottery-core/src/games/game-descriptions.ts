import type { GameDescriptionText } from "./game-definition";

/**
 * Each game's description (R-ENTITIES Game description), written by the team from the game facts of
 * R-GAMESHEET; the catalogue gives each definition its own as `description`.
 */

/** Divisions `from` to `to`, each paid a share of the prize pool. */
const sharedPool = (from: number, to: number): Record<number, string> =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, "Shared prize pool"]));
const HOW_WILL_I_KNOW =
  "Your tickets are registered to your account: results show on the Results page straight after the draw, your Tickets page marks what each ticket won, and the notification bell tells you as soon as the draw is settled. Wins up to $1,000 go straight into your wallet; larger ones are paid once you claim them.";
const NO_SYSTEMS = "System entries are not offered for this game.";

export const SATURDAY_LOTTO_DESCRIPTION: GameDescriptionText = {
  info: "Saturday Lotto is drawn every Saturday. Sales close at 6pm Perth time and the draw follows at about 6:30pm. Division 1 starts at an estimated $5 million and jackpots to the next Saturday when nobody wins it.",
  howToWin:
    "Pick 6 numbers from 1 to 45. Eight balls are drawn: 6 winning numbers, then 2 supplementary numbers. Match 3 or more winning numbers to win; supplementaries lift you into a higher division.",
  prizes: { 1: "Jackpot (from $5 million)", ...sharedPool(2, 6) },
  standardGame: "A standard entry is at least 4 games of 6 numbers each, all in the same draw.",
  systemGame:
    "A System N entry plays N numbers in one game and covers every 6-number combination of them: System 7 is 7 games, System 8 is 28, and so on. Any games that win are all paid.",
  multiDraw: "Play the same numbers in up to 10 consecutive Saturday draws with one multi-week entry.",
  advancePlay: "Buy now for a Saturday draw up to 9 weeks ahead.",
  howWillIKnow: HOW_WILL_I_KNOW,
  entryTypeExtraInfo:
    "Special Superdraws and Megadraws offer bigger Division 1 pools; they show on this page while on sale.",
};

export const OZ_LOTTO_DESCRIPTION: GameDescriptionText = {
  info: "OZ Lotto is drawn every Tuesday. Sales close at 6pm Perth time. Division 1 starts at $3 million and rolls over with no cap until someone wins it.",
  howToWin:
    "Pick 7 numbers from 1 to 47. Seven winning numbers and 3 supplementary numbers are drawn. Match 3 winning numbers and 1 supplementary, or more, to win.",
  prizes: {
    1: "Jackpot (from $3 million)",
    ...sharedPool(2, 7),
  },
  standardGame: "A standard entry is one or more games of 7 numbers each.",
  systemGame:
    "A System N entry plays N numbers and covers every 7-number combination: System 8 is 8 games, System 9 is 36.",
  multiDraw: "Play the same numbers in up to 10 consecutive Tuesday draws.",
  advancePlay: "Buy now for a Tuesday draw up to 9 weeks ahead.",
  howWillIKnow: HOW_WILL_I_KNOW,
  entryTypeExtraInfo: "Prize Boost draws raise Divisions 2 to 7; they show on this page while on sale.",
};

export const POWERBALL_DESCRIPTION: GameDescriptionText = {
  info: "Powerball is drawn every Thursday. Sales close at 6pm Perth time. The jackpot grows every week it is not won.",
  howToWin:
    "Pick 7 numbers from 1 to 35 and a Powerball from 1 to 20. Seven numbers are drawn from the first barrel and one Powerball from the second. Win from 2 numbers plus the Powerball; all 7 plus the Powerball wins Division 1.",
  prizes: {
    1: "Jackpot",
    ...sharedPool(2, 9),
  },
  standardGame: "A standard entry is one or more games of 7 numbers plus a Powerball.",
  systemGame:
    "A System N entry plays N numbers with one Powerball and covers every 7-number combination of them.",
  multiDraw: "Play the same numbers in up to 10 consecutive Thursday draws.",
  advancePlay: "Buy now for a Thursday draw up to 9 weeks ahead.",
  howWillIKnow: HOW_WILL_I_KNOW,
  powerpik:
    "PowerPick plays your numbers with every Powerball from 1 to 20, so whenever your numbers come up the Powerball is yours too. It is offered with 7 or 8 numbers and costs 20 games for each line.",
  entryTypeExtraInfo: "Jackpots over $10 million grow by at least $10 million a draw until won.",
};

export const MILLIONAIRE_MEDLEY_DESCRIPTION: GameDescriptionText = {
  info: "Millionaire Medley is drawn every Monday, Wednesday and Friday. Sales close at 6pm Perth time. Division 1 pays a fixed $1 million to each winner, for up to six winners.",
  howToWin:
    "Pick 6 numbers from 1 to 45. Six winning numbers and 2 supplementary numbers are drawn. Match 3 or more winning numbers to win.",
  prizes: { 1: "$1 million each (up to 6 winners)", ...sharedPool(2, 6) },
  standardGame: "A standard entry is at least 4 games of 6 numbers each; tickets start at $2.",
  systemGame: "A System N entry plays N numbers and covers every 6-number combination of them.",
  multiDraw:
    "3-Day Play enters Monday, Wednesday and Friday; 1-Day Play enters one weekday. Either runs up to 10 weeks.",
  advancePlay: "Buy now for a draw up to three weeks ahead.",
  howWillIKnow: HOW_WILL_I_KNOW,
  entryTypeExtraInfo:
    "Choose 3-Day Play for every draw of the week, or 1-Day Play for Monday, Wednesday or Friday only.",
};

export const SUPER66_DESCRIPTION: GameDescriptionText = {
  info: "Super66 is drawn every Saturday. Sales close at 6pm Perth time. It is a jackpotting game of six digits.",
  howToWin:
    "Each game is a 6-digit number from 000000 to 999999. Match the first or last 2 or more digits in value, position and order to win; all 6 wins Division 1. A game wins only its highest division.",
  prizes: { 1: "Jackpot", ...sharedPool(2, 5) },
  standardGame: "A standard entry is one or more games at $1.00 each; each game's digits are picked for you.",
  systemGame: NO_SYSTEMS,
  multiDraw: "Play the same digits in up to 10 consecutive Saturday draws.",
  advancePlay: "Buy now for a Saturday draw up to 9 weeks ahead.",
  howWillIKnow: HOW_WILL_I_KNOW,
  entryTypeExtraInfo: "Super66 can be played on its own or next to a Saturday Lotto entry.",
};

export const CASH3_DESCRIPTION: GameDescriptionText = {
  info: "Cash 3 is drawn every day. Sales close at 5pm Perth time and results come out at about 6pm. Prizes are fixed: they do not depend on how many people win.",
  howToWin:
    "Pick 3 digits from 0 to 9; digits may repeat. Exact order wins when your digits come up in the drawn order; Any order wins when they come up in any order.",
  prizes: {
    1: "$250 at 50c, $500 at $1",
    2: "$80 at 50c, $160 at $1",
    3: "$40 at 50c, $80 at $1",
  },
  standardGame:
    "Each game carries a 50c or $1 stake. Play Exact order, Any order, or both (both doubles the stake).",
  systemGame: NO_SYSTEMS,
  multiDraw: "Play the same digits for 7, 14, 21 or 28 consecutive days.",
  advancePlay: "Buy now for a draw up to 6 days ahead.",
  howWillIKnow: HOW_WILL_I_KNOW,
  entryTypeExtraInfo:
    "Any order on three equal digits (such as 111) is not offered: there is only one order to match.",
};

export const SET_FOR_LIFE_DESCRIPTION: GameDescriptionText = {
  info: "Set for Life is drawn every day. Sales close at 7pm Perth time. Division 1 pays $20,000 a month for 20 years.",
  howToWin:
    "Pick 7 numbers from 1 to 44. Seven winning numbers and 2 supplementary numbers are drawn. Match 3 winning numbers and a supplementary, or more, to win.",
  prizes: {
    1: "$20,000 a month for 20 years",
    2: "$5,000 a month for 12 months",
    ...sharedPool(3, 8),
  },
  standardGame: "An entry is 1 to 15 games of 7 numbers, each played in 7 consecutive daily draws.",
  systemGame: NO_SYSTEMS,
  multiDraw: "Play the same numbers for up to 10 weeks of daily draws.",
  advancePlay: "Start your entry on any day up to 6 days ahead.",
  howWillIKnow: HOW_WILL_I_KNOW,
  entryTypeExtraInfo: "Divisions 1 and 2 are paid monthly and cannot be taken as a lump sum.",
};
