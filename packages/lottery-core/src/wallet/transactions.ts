import type { Cents } from "../model/entities";

/** The kinds of ledger entry the wallet shows, each a filter of the transaction list. */
export const TRANSACTION_TYPES = [
  "deposit",
  "purchase",
  "prize",
  "claim",
  "withdrawal",
  "refund",
  "reversal",
  "deposit_refund",
  "adjustment",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The label of each type in filters and statements. */
export const TRANSACTION_TYPE_LABEL: Record<TransactionType, string> = {
  deposit: "Deposit",
  purchase: "Purchase",
  prize: "Prize",
  claim: "Prize claim",
  withdrawal: "Withdrawal",
  refund: "Refund",
  reversal: "Withdrawal credited back",
  deposit_refund: "Refund of deposit",
  adjustment: "Adjustment",
};

/** The ledger reference prefix of a claim payment (one large win paid by the operator). */
export const CLAIM_REFERENCE_PREFIX = "claim:";

/**
 * The type of a ledger entry from its kind and reference: a `winning` is a claim payment when its
 * reference names a claim, a prize credited at settlement otherwise.
 * @example transactionTypeOf("winning", "claim:T1") // "claim"
 */
export function transactionTypeOf(kind: string, reference: string): TransactionType {
  if (kind === "winning") return reference.startsWith(CLAIM_REFERENCE_PREFIX) ? "claim" : "prize";
  return (TRANSACTION_TYPES as readonly string[]).includes(kind) ? (kind as TransactionType) : "adjustment";
}

/** One game's part of a purchase, prize or claim: its name and the draws covered. */
export interface TransactionGamePart {
  name: string;
  draws: readonly number[];
}

/** What a description is made from. */
export interface TransactionFacts {
  type: TransactionType;
  games?: readonly TransactionGamePart[];
  /** Deposits: "card", "paypal", "bpay", "bank_transfer"; absent for an opening balance. */
  method?: string | null;
  /** Withdrawals: the account paid to and the state; reversals: why the money came back. */
  bank?: string | null;
  withdrawalStatus?: string | null;
  reason?: string | null;
}

const METHOD_LABEL: Record<string, string> = {
  card: "card",
  paypal: "PayPal",
  bpay: "BPAY",
  bank_transfer: "bank transfer",
};

/** "draw 4653" or "draws 4653–4656" (consecutive) or "draws 4653, 4655". */
export function drawsText(draws: readonly number[]): string {
  const sorted = [...new Set(draws)].sort((a, b) => a - b);
  if (sorted.length === 0) return "";
  if (sorted.length === 1) return `draw ${sorted[0]}`;
  const first = sorted[0] as number;
  const last = sorted[sorted.length - 1] as number;
  const consecutive = last - first === sorted.length - 1;
  return consecutive ? `draws ${first}–${last}` : `draws ${sorted.join(", ")}`;
}

const gamesText = (games: readonly TransactionGamePart[] = []) =>
  games.map((g) => [g.name, drawsText(g.draws)].filter(Boolean).join(" ")).join("; ");

const WITHDRAWAL_STATE: Record<string, string> = {
  pending: "pending",
  held: "held for review",
  paid: "paid",
  cancelled: "cancelled",
  rejected: "rejected",
};

/**
 * The one-line description the transaction list, statement and CSV show.
 * @example describeTransaction({ type: "prize", games: [{ name: "Saturday Lotto", draws: [4653] }] })
 * // "Prize: Saturday Lotto draw 4653"
 */
export function describeTransaction(facts: TransactionFacts): string {
  const games = gamesText(facts.games);
  switch (facts.type) {
    case "deposit":
      return facts.method ? `Deposit by ${METHOD_LABEL[facts.method] ?? facts.method}` : "Opening balance";
    case "purchase":
      return games ? `Tickets: ${games}` : "Tickets";
    case "prize":
      return games ? `Prize: ${games}` : "Prize";
    case "claim":
      return games ? `Prize claim: ${games}` : "Prize claim";
    case "withdrawal": {
      const state = WITHDRAWAL_STATE[facts.withdrawalStatus ?? ""];
      return `Withdrawal to ${facts.bank ?? "bank account"}${state ? ` (${state})` : ""}`;
    }
    case "reversal":
      return facts.reason
        ? `Withdrawal rejected, credited back: ${facts.reason}`
        : "Withdrawal cancelled, credited back";
    case "refund":
      return games ? `Refund: ${games}` : "Refund";
    case "deposit_refund":
      return TRANSACTION_TYPE_LABEL.deposit_refund;
    case "adjustment":
      return "Adjustment";
  }
}

/** A transaction as the statement reads it. */
export interface StatementEntry {
  type: TransactionType;
  amount: Cents;
  /** For purchases and refunds: the signed cents of each game (any shortfall shows as "Other"). */
  games?: readonly { name: string; amount: Cents }[];
}

/** The statement line of spend no game accounts for. */
export const OTHER_GAMES = "Other";

/** A month's activity: every figure a sum of the month's entries. */
export interface MonthlyStatement {
  openingBalance: Cents;
  deposits: Cents;
  /** Spend per game (purchases less refunds), largest first. */
  spendByGame: { name: string; amount: Cents }[];
  spend: Cents;
  /** Prizes credited at settlement and claims paid. */
  prizes: Cents;
  /** Withdrawals less those credited back. */
  withdrawals: Cents;
  /** Adjustments and deposits refunded at closure. */
  adjustments: Cents;
  /** What play gave back: prizes less spend. */
  netResult: Cents;
  closingBalance: Cents;
}

/**
 * The statement of a month from its entries and the balance before it; the closing balance is the
 * opening balance plus every entry, and it equals opening + deposits − spend + prizes − withdrawals
 * + adjustments.
 */
export function monthlyStatement(
  openingBalance: Cents,
  entries: readonly StatementEntry[],
): MonthlyStatement {
  let deposits = 0;
  let prizes = 0;
  let withdrawals = 0;
  let adjustments = 0;
  let closingBalance = openingBalance;
  const byGame = new Map<string, Cents>();
  for (const entry of entries) {
    closingBalance += entry.amount;
    switch (entry.type) {
      case "deposit":
        deposits += entry.amount;
        break;
      case "purchase":
      case "refund": {
        // Cents no game accounts for (none named, or parts that fall short) count as "Other".
        const parts = entry.games ?? [];
        const rest = entry.amount - parts.reduce((sum, part) => sum + part.amount, 0);
        for (const part of [...parts, { name: OTHER_GAMES, amount: rest }])
          byGame.set(part.name, (byGame.get(part.name) ?? 0) - part.amount);
        break;
      }
      case "prize":
      case "claim":
        prizes += entry.amount;
        break;
      case "withdrawal":
      case "reversal":
        withdrawals -= entry.amount;
        break;
      case "deposit_refund":
      case "adjustment":
        adjustments += entry.amount;
        break;
    }
  }
  const spendByGame = [...byGame]
    .map(([name, amount]) => ({ name, amount }))
    .filter((g) => g.amount !== 0)
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
  const spend = spendByGame.reduce((sum, g) => sum + g.amount, 0);
  return {
    openingBalance,
    deposits,
    spendByGame,
    spend,
    prizes,
    withdrawals,
    adjustments,
    netResult: prizes - spend,
    closingBalance,
  };
}
