import * as v from "valibot";
import { requestString } from "./text";

/**
 * One argument of an operator command. The CLI sends its flags as text and scripts may send numbers;
 * the contract takes either (storable text only) and the command itself checks the value, with the
 * same message in the CLI's direct-database mode (apps/server/src/operator/).
 */
const OperatorArg = v.optional(v.nullable(v.union([requestString(), v.number()])));

/** A body of named arguments (a missing body is `{}`, so each command names what is missing). */
const args = <K extends string>(...names: K[]) =>
  v.object(Object.fromEntries(names.map((name) => [name, OperatorArg])) as Record<K, typeof OperatorArg>);

const QueryArg = v.optional(requestString());

/** A query of named text arguments. */
const queryArgs = <K extends string>(...names: K[]) =>
  v.object(Object.fromEntries(names.map((name) => [name, QueryArg])) as Record<K, typeof QueryArg>);

export const OperatorDrawsQuerySchema = queryArgs("game");
export const OperatorRunDrawBodySchema = v.optional(args("game", "draw"), {});
export const OperatorSpecialDrawBodySchema = v.optional(
  args("game", "title", "description", "draw", "at", "jackpot"),
  {},
);
export const OperatorSeedResultsBodySchema = v.optional(args("weeks"), {});
export const OperatorPayWinBodySchema = v.optional(args("ticket"), {});
export const OperatorWithdrawalBodySchema = v.optional(args("id"), {});
export const OperatorRejectWithdrawalBodySchema = v.optional(args("id", "reason"), {});
export const OperatorReleaseBankAccountBodySchema = v.optional(args("player"), {});
export const OperatorKycBodySchema = v.optional(args("id"), {});
export const OperatorRejectKycBodySchema = v.optional(args("id", "reason"), {});
export const OperatorPublishTermsBodySchema = v.optional(args("kind", "body"), {});
export const OperatorOutdateTermsBodySchema = v.optional(args("email"), {});
export const OperatorErrorsQuerySchema = queryArgs("limit");
export const OperatorSetConfigBodySchema = v.optional(args("key", "value"), {});
export const OperatorUnsetConfigBodySchema = v.optional(args("key"), {});
export const OperatorCallbackDoneBodySchema = v.optional(args("id"), {});
export const OperatorFeedbackQuerySchema = queryArgs("days");
export const OperatorRefundPaidBodySchema = v.optional(args("id"), {});

/** An operator answer: printed by the CLI as it comes (docs/api.md "Operator" lists each shape). */
export const OperatorAnswerSchema = v.unknown();
