import {
  EMAIL_TEXT,
  FORGOT_PASSWORD_TEXT,
  isValidEmail,
  LOGIN_TEXT,
  NAME_TEXT,
  type NameField,
  nameProblem,
  PASSWORD_RULE_TEXT,
  type PasswordCheck,
  passwordProblems,
} from "@lotto/core";
import * as v from "valibot";
import { DATE_TEXT, isRequestDay } from "./dates";
import { requestString } from "./text";

/** Integer cents, zero or more (R-GAMES: amounts come from the server in cents). */
export const CentsSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** A positive amount of cents a player asks to move, capped so no request can overflow a ledger. */
export const AmountSchema = v.pipe(
  v.number("Amount must be a number of cents."),
  v.safeInteger("Amount must be a whole number of cents."),
  v.minValue(1, "Amount must be positive."),
  v.maxValue(100_000_000, "Amount is too large."),
);

/** A trimmed, non-empty text of at most `max` characters. */
export const textSchemaOf = (label: string, max: number) =>
  v.pipe(
    requestString(`${label} is required.`),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );

/**
 * A first or last name: core's rule (letters of any script, spaces, hyphens, apostrophes, full stops;
 * no web address, markup or line break), with its message for the field.
 */
export const personNameSchemaOf = (field: NameField) =>
  v.pipe(
    requestString(NAME_TEXT.required(field)),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? nameProblem(field, dataset.value) : null;
      if (problem) addIssue({ message: problem });
    }),
  );

/** An email: core's rule (local part, @ and domain, at most `EMAIL_MAX_LENGTH` characters). */
export const EmailSchema = v.pipe(
  requestString(EMAIL_TEXT.emailRequired),
  v.trim(),
  v.nonEmpty(EMAIL_TEXT.emailRequired),
  v.check(isValidEmail, EMAIL_TEXT.invalidEmail),
);

/** One part of core's password rule as a check, so both sides count characters the same way. */
const passwordPart = (part: PasswordCheck) =>
  v.check((password: string) => !passwordProblems(password).includes(part), PASSWORD_RULE_TEXT[part]);

/** A new password: core's rule (12 to 30 characters with a letter, a digit and a special character). */
export const PasswordSchema = v.pipe(
  requestString(EMAIL_TEXT.passwordRequired),
  passwordPart("length"),
  passwordPart("letter"),
  passwordPart("digit"),
  passwordPart("special"),
);

/** An existing password as typed at login: any non-empty text up to 128 characters. */
export const PasswordInputSchema = v.pipe(
  requestString(EMAIL_TEXT.passwordRequired),
  v.nonEmpty(EMAIL_TEXT.passwordRequired),
  v.maxLength(128, LOGIN_TEXT.invalidCredentials),
);

/** A calendar date `YYYY-MM-DD` (R-CALLS date_of_birth). */
export const IsoDateSchema = v.pipe(
  requestString(FORGOT_PASSWORD_TEXT.dateOfBirthRequired),
  v.isoDate("Date of birth must be YYYY-MM-DD."),
  v.check(isRequestDay, DATE_TEXT.outOfRange),
);

/** The empty acknowledgement of calls whose response R-CALLS leaves unshown. */
export const AckSchema = v.object({ ok: v.literal(true) });

/** Why an `Idempotency-Key` header was refused (purchases and deposits alike). */
export const IDEMPOTENCY_KEY_MESSAGE = "Idempotency-Key must be 1 to 100 characters.";

/**
 * The `Idempotency-Key` header of a purchase or deposit: 1 to 100 storable characters. A longer key
 * is refused, never cut: two keys sharing their first 100 characters are different requests.
 */
export const IdempotencyKeySchema = v.pipe(
  requestString(IDEMPOTENCY_KEY_MESSAGE),
  v.minLength(1, IDEMPOTENCY_KEY_MESSAGE),
  v.maxLength(100, IDEMPOTENCY_KEY_MESSAGE),
);
