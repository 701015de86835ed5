import * as v from "valibot";
import { requestString } from "./text";

/** Integer cents, zero or more (spec §1: amounts come from the server in cents). */
export const CentsSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** A positive amount of cents a player asks to move, capped so no request can overflow a ledger. */
export const AmountSchema = v.pipe(
  v.number("Amount must be a number of cents."),
  v.safeInteger("Amount must be a whole number of cents."),
  v.minValue(1, "Amount must be positive."),
  v.maxValue(100_000_000, "Amount is too large."),
);

/** A trimmed, non-empty text of at most `max` characters. */
export const textSchema = (label: string, max: number) =>
  v.pipe(
    requestString(`${label} is required.`),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );

/** An email: local part, @ and domain (spec §5), at most 254 characters. */
export const EmailSchema = v.pipe(
  requestString("Email address is required."),
  v.trim(),
  v.nonEmpty("Email address is required."),
  v.maxLength(254, "Please enter a valid email address."),
  v.regex(/^[^\s@]+@[^\s@]+$/, "Please enter a valid email address."),
);

/** The special characters a password must contain one of (spec §5). */
const PASSWORD_SPECIALS = /[!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?]/;

/** A new password: 12 to 30 characters with a letter, a digit and a special character (spec §5). */
export const PasswordSchema = v.pipe(
  requestString("Password is required."),
  v.minLength(12, "Password must be 12 to 30 characters."),
  v.maxLength(30, "Password must be 12 to 30 characters."),
  v.regex(/[A-Za-z]/, "Password must contain a letter."),
  v.regex(/\d/, "Password must contain a digit."),
  v.regex(PASSWORD_SPECIALS, "Password must contain a special character."),
);

/** An existing password as typed at login: any non-empty text up to 128 characters. */
export const PasswordInputSchema = v.pipe(
  requestString("Password is required."),
  v.nonEmpty("Password is required."),
  v.maxLength(128, "Invalid username or password"),
);

/** A calendar date `YYYY-MM-DD` (spec §7 date_of_birth). */
export const IsoDateSchema = v.pipe(
  requestString("Date of birth is required."),
  v.isoDate("Date of birth must be YYYY-MM-DD."),
);

/** The empty acknowledgement of calls whose response spec §7 leaves unshown. */
export const AckSchema = v.object({ ok: v.literal(true) });
/** Inferred from {@link AckSchema}. */
export type Ack = v.InferOutput<typeof AckSchema>;

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
