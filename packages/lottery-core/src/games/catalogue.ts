import {
  CASH3_DIVISIONS,
  MILLIONAIRE_MEDLEY_DIVISIONS,
  OZ_LOTTO_DIVISIONS,
  POWERBALL_DIVISIONS,
  SATURDAY_LOTTO_DIVISIONS,
  SET_FOR_LIFE_DIVISIONS,
  SUPER66_DIVISIONS,
} from "./division-tables";
import type { GameDefinition, GameDescriptionText } from "./game-definition";
import {
  CASH3_PRIZES,
  MILLIONAIRE_MEDLEY_PRIZES,
  OZ_LOTTO_PRIZES,
  POWERBALL_PRIZES,
  SATURDAY_LOTTO_PRIZES,
  SET_FOR_LIFE_PRIZES,
  SUPER66_PRIZES,
} from "./prize-tables";

type Descriptions = typeof import("./game-descriptions");

// A game's description, in a module of its own that only the game page loads.
const described = (pick: (texts: Descriptions) => GameDescriptionText) => () =>
  import("./game-descriptions").then(pick);

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Shared by the weekly lotto games: close at 6 pm (R-GAMES), draw about 6:30 pm (R-GAMESHEET, [S]).
const WEEKLY = {
  closeTime: "18:00",
  drawTime: "18:30",
  drawsPerEntry: 1,
  drawsPerWeek: 1,
  multiWeekMax: 10,
  advanceMax: 9,
} as const;

// What most games are not: one price per board, player-chosen numbers, whole weeks, no special draws.
const PLAIN = {
  variantIds: [],
  stakes: [],
  randomNumbersOnly: false,
  singleDrawEntry: false,
  weekdayPlay: false,
  extraDraws: false,
  promo: false,
  addOnIds: [],
  jackpotText: null,
  holdsNotificationPrompt: false,
} as const;

// The four weekly lotto games: numbers from 1, no Powerpik unless said, up to 50 boards of which five
// systems, promoted on the home page.
const WEEKLY_LOTTO = {
  kind: "lotto",
  numberMin: 1,
  powerballMax: null,
  powerpikSystems: [],
  ...WEEKLY,
  drawNumberStep: 1,
  maxBoards: 50,
  maxSystemBoards: 5,
  ...PLAIN,
  promo: true,
} as const;

// The two digit games: digits 0 to 9 with no supplementaries or Powerball, one board size (the digit
// count), up to 50 boards.
const DIGITS = {
  kind: "digits",
  numberMin: 0,
  numberMax: 9,
  supplementaries: 0,
  powerballMax: null,
  powerpikSystems: [],
  minBoards: 1,
  maxBoards: 50,
  maxSystemBoards: 50,
  ...PLAIN,
} as const;

/**
 * The seven games of the shop (R-GAMES, R-VALIDATION, R-LIMITS; R-GAMESHEET). Where neither source gives a figure
 * (advance limits of most games, system board counts, unit prices marked illustrative) docs/rules.md
 * records our choice.
 */
const DEFINITIONS = [
  {
    ...WEEKLY_LOTTO,
    id: 5127,
    name: "Saturday Lotto",
    slug: "saturday-lotto",
    colour: "#d6001c",
    pick: 6,
    numberMax: 45,
    supplementaries: 2,
    systems: range(6, 20),
    divisions: SATURDAY_LOTTO_DIVISIONS,
    drawWeekdays: [6],
    drawNumberStep: 2,
    minBoards: 4,
    variantIds: [5128, 5129],
    extraDraws: true,
    // Super66 draws on the same Saturday, so it rides on every week of the entry (R-GAMESHEET).
    addOnIds: [2115],
    unitPrice: { cents: 85, illustrative: false, basis: "75c + commission, about 85c retail [S] 2024" },
    prizes: SATURDAY_LOTTO_PRIZES,
    description: described((texts) => texts.SATURDAY_LOTTO_DESCRIPTION),
    drawAnchor: { date: "2020-10-10", drawNumber: 4000 },
  },
  {
    ...WEEKLY_LOTTO,
    id: 5130,
    name: "OZ Lotto",
    slug: "oz-lotto",
    // Its jackpot at the threshold or above holds the notification prompt back (R-STATES).
    holdsNotificationPrompt: true,
    colour: "#00a651",
    pick: 7,
    numberMax: 47,
    supplementaries: 3,
    systems: range(7, 19),
    divisions: OZ_LOTTO_DIVISIONS,
    drawWeekdays: [2],
    minBoards: 1,
    unitPrice: { cents: 150, illustrative: false, basis: "about $1.50 a panel after 2023 [S]" },
    prizes: OZ_LOTTO_PRIZES,
    description: described((texts) => texts.OZ_LOTTO_DESCRIPTION),
    // OZ Lotto 1474 and Powerball 1410 are from R-GAMESHEET; the other anchors are illustrative.
    drawAnchor: { date: "2022-05-17", drawNumber: 1474 },
  },
  {
    ...WEEKLY_LOTTO,
    id: 5132,
    name: "Powerball",
    slug: "powerball",
    // Its jackpot at the threshold or above holds the notification prompt back (R-STATES).
    holdsNotificationPrompt: true,
    colour: "#2e3192",
    pick: 7,
    numberMax: 35,
    supplementaries: 0,
    powerballMax: 20,
    systems: range(7, 20),
    powerpikSystems: [7, 8],
    divisions: POWERBALL_DIVISIONS,
    drawWeekdays: [4],
    minBoards: 1,
    unitPrice: { cents: 132, illustrative: false, basis: "about $1.32 retail per the 2023 table [S]" },
    prizes: POWERBALL_PRIZES,
    description: described((texts) => texts.POWERBALL_DESCRIPTION),
    drawAnchor: { date: "2023-05-25", drawNumber: 1410 },
  },
  {
    ...WEEKLY_LOTTO,
    id: 5303,
    name: "Millionaire Medley",
    slug: "millionaire-medley",
    colour: "#e6007e",
    pick: 6,
    numberMax: 45,
    supplementaries: 2,
    systems: range(6, 20),
    divisions: MILLIONAIRE_MEDLEY_DIVISIONS,
    drawWeekdays: [1, 3, 5],
    // 3-Day Play: a week is three draws (R-LIMITS); advance play counts draws, so 9 is three weeks.
    drawsPerWeek: 3,
    // "Tickets from $2" (R-GAMES): a one-day entry of 4 games at the illustrative 50c is exactly $2.00
    // (docs/decisions.md: no 3-game count gives $2.00 at The Lott's 67.5c).
    minBoards: 4,
    weekdayPlay: true,
    unitPrice: {
      cents: 50,
      illustrative: true,
      basis: 'not found for WA; R-GAMES "tickets from $2": 4 games at 50c (The Lott: $2.70 for 4)',
    },
    prizes: MILLIONAIRE_MEDLEY_PRIZES,
    description: described((texts) => texts.MILLIONAIRE_MEDLEY_DESCRIPTION),
    jackpotText: { text: "$1 Million", always: false },
    drawAnchor: { date: "2024-05-20", drawNumber: 1 },
  },
  {
    ...DIGITS,
    ...WEEKLY,
    id: 2115,
    name: "Super66",
    slug: "super-66",
    colour: "#f7941d",
    pick: 6,
    systems: [6],
    divisions: SUPER66_DIVISIONS,
    drawWeekdays: [6],
    drawNumberStep: 2,
    randomNumbersOnly: true,
    unitPrice: { cents: 100, illustrative: false, basis: "$1.00 a game [O] r139(5)" },
    prizes: SUPER66_PRIZES,
    description: described((texts) => texts.SUPER66_DESCRIPTION),
    drawAnchor: { date: "2020-10-10", drawNumber: 2000 },
  },
  {
    ...DIGITS,
    id: 2116,
    name: "Cash 3",
    slug: "cash-3",
    colour: "#00a3e0",
    pick: 3,
    systems: [3],
    divisions: CASH3_DIVISIONS,
    drawWeekdays: [1, 2, 3, 4, 5, 6, 7],
    // Daily: close 5 pm (R-GAMES), results about 6 pm (R-CASH3).
    closeTime: "17:00",
    drawTime: "18:00",
    drawNumberStep: 1,
    drawsPerEntry: 1,
    drawsPerWeek: 7,
    multiWeekMax: 4,
    advanceMax: 6,
    stakes: [50, 100],
    singleDrawEntry: true,
    unitPrice: { cents: 50, illustrative: false, basis: "50c stake on one play type [O-d]" },
    prizes: CASH3_PRIZES,
    description: described((texts) => texts.CASH3_DESCRIPTION),
    jackpotText: { text: "$500", always: false },
    drawAnchor: { date: "2020-01-01", drawNumber: 5000 },
  },
  {
    id: 5237,
    name: "Set for Life",
    slug: "set-for-life",
    colour: "#00b2a9",
    kind: "lotto",
    pick: 7,
    numberMin: 1,
    numberMax: 44,
    supplementaries: 2,
    powerballMax: null,
    systems: [7],
    powerpikSystems: [],
    divisions: SET_FOR_LIFE_DIVISIONS,
    drawWeekdays: [1, 2, 3, 4, 5, 6, 7],
    closeTime: "19:00",
    drawTime: "19:30",
    drawNumberStep: 1,
    drawsPerEntry: 7,
    drawsPerWeek: 7,
    multiWeekMax: 10,
    advanceMax: 6,
    minBoards: 1,
    maxBoards: 15,
    maxSystemBoards: 15,
    ...PLAIN,
    unitPrice: { cents: 150, illustrative: true, basis: "not found; plausible figure" },
    prizes: SET_FOR_LIFE_PRIZES,
    description: described((texts) => texts.SET_FOR_LIFE_DESCRIPTION),
    // Its top prize is paid monthly, so every card says so whatever the draw's jackpot (R-HOME).
    jackpotText: { text: "$20K a mth for 20yrs", always: true },
    drawAnchor: { date: "2020-03-23", drawNumber: 1 },
  },
] as const satisfies readonly GameDefinition<number>[];

/** The id of one of the seven games, as the catalogue defines them. */
export type GameId = (typeof DEFINITIONS)[number]["id"];

/** The page slug of one of the seven games (`/games/{slug}`). */
export type GameSlug = (typeof DEFINITIONS)[number]["slug"];

/** The seven games of the shop, in the catalogue's order (R-GAMES). */
export const GAMES: readonly GameDefinition[] = DEFINITIONS;
