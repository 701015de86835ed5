import type {
  Callback,
  ClientError,
  ConfigAnswer,
  DrawListing,
  Feedback,
  Review,
  Withdrawal,
} from "../api/answers";

/** Canned operator answers for stories and tests (shapes of docs/api.md "Operator"). */
export const WITHDRAWALS: Withdrawal[] = [
  {
    id: 41,
    player_id: "p-1001",
    player_name: "Jane Citizen",
    amount: 12_500,
    bsb: "066000",
    account_number: "12345678",
    account_name: "Jane Citizen",
    requested_at: "2026-11-27T02:15:00Z",
    status: "pending",
    held: null,
  },
  {
    id: 42,
    player_id: "p-1002",
    player_name: "Sam Player",
    amount: 640_000,
    bsb: "036001",
    account_number: "987654",
    account_name: "S & K Holdings",
    requested_at: "2026-11-27T05:40:00Z",
    status: "held",
    held: "name mismatch",
  },
];

export const DRAWS: DrawListing[] = [
  {
    game: 5127,
    draw_number: 4520,
    status: "open",
    sales_close: "2026-11-28T10:45:00Z",
    draw_time: "2026-11-28T11:30:00Z",
    winning_numbers: [],
  },
  {
    game: 5132,
    draw_number: 1490,
    status: "open",
    sales_close: "2026-12-03T10:45:00Z",
    draw_time: "2026-12-03T11:30:00Z",
    winning_numbers: [],
  },
  {
    game: 5127,
    draw_number: 4519,
    status: "settled",
    sales_close: "2026-11-21T10:45:00Z",
    draw_time: "2026-11-21T11:30:00Z",
    winning_numbers: [3, 11, 19, 24, 33, 41],
  },
];

export const REVIEWS: Review[] = [
  {
    id: 7,
    player_id: "p-2001",
    email: "alex@example.com",
    firstname: "Alex",
    lastname: "Nguyen",
    date_of_birth: "1990-04-12",
    address: { street: "1 Hay St", suburb: "Perth", state: "WA", postcode: "6000" },
    submitted_at: "2026-11-27T08:00:00Z",
    email_confirmed: true,
  },
];

export const CALLBACKS: Callback[] = [
  {
    id: 3,
    name: "Jane Citizen",
    email: "jane@example.com",
    phone: "0412 345 678",
    preferred_time: "Afternoon",
    reason: "Question about my withdrawal",
    created_at: "2026-11-28T01:00:00Z",
  },
];

export const FEEDBACK: Feedback[] = [
  {
    id: 9,
    email: "jane@example.com",
    rating: 5,
    comment: "Quick and easy.",
    kind: "purchase",
    created_at: "2026-11-27T09:00:00Z",
  },
  {
    id: 8,
    email: "sam@example.com",
    rating: 2,
    comment: null,
    kind: "deposit",
    created_at: "2026-11-26T09:00:00Z",
  },
];

export const CLIENT_ERRORS: ClientError[] = [
  {
    id: 120,
    at: "2026-11-28T03:12:00Z",
    request_id: "req-7f3a",
    kind: "error",
    message: "TypeError: Cannot read properties of undefined (reading 'draws')",
    url: "https://shop.example/results",
    release: "1.94.0",
    user_agent: "Mozilla/5.0 (iPhone)",
    stack: "at ResultsPage (results-page.tsx:40)",
  },
];

export const CONFIG: ConfigAnswer = {
  overrides: [{ key: "shoppingCartQuickListEnabled", value: false, updated_at: "2026-11-20T00:00:00Z" }],
  served: {
    requestCallbackEnabled: true,
    feedbackFooterEnabled: true,
    feedbackResponseEnabled: true,
    purchasedGrantMessage: "Good luck!",
    promoSliderInfo: [],
    outageMessage: "",
    gameText: {},
    systemAlerts: [],
    gameDescription: {},
    shoppingCartQuickListEnabled: false,
    notificationPrompt: {},
    specialEvents: [],
    removePlayNowButtonFromHeroWeighting: 0.5,
    minimumAppVersion: "1.0.0",
    recommendedAppVersion: "1.94.0",
    geoBlockingBypassPin: "",
  },
};
