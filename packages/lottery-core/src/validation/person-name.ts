/**
 * A person's first or last name as the shop keeps it (docs/security.md "Names"): letters of any
 * script with their marks, spaces, hyphens, apostrophes and full stops, 1 to {@link NAME_MAX_LENGTH}
 * characters, at least one letter, and no full stop before two letters (`.com`, `.au`): nothing a mail
 * client would turn into a link or markup, no line breaks and no `<>`, since names are written into
 * emails. Initials (`J.R.`, `St. John`) keep their full stops.
 */

/** Longest first or last name, in characters (code points). */
export const NAME_MAX_LENGTH = 50;

/** The name fields, as their labels read. */
export type NameField = "First name" | "Last name";

/** What a refused name is told, by field. */
export const NAME_TEXT = {
  required: (field: NameField) => `${field} is required.`,
  tooLong: (field: NameField) => `${field} must be at most ${NAME_MAX_LENGTH} characters.`,
  characters: (field: NameField) =>
    `${field} may only contain letters, spaces, hyphens, apostrophes and full stops.`,
} as const;

/** Only letters and their marks, spaces, hyphens, apostrophes (straight or typographic) and full stops. */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;
/** A full stop before two letters: a web address's domain part (`evil.com`). */
const DOMAIN_LIKE = /\.\p{L}\p{M}*\p{L}/u;

/**
 * What is wrong with a name as typed (surrounding spaces ignored), or null when it may be kept.
 * @example nameProblem("First name", "Zoë O'Brien-Smith") // null
 */
export function nameProblem(field: NameField, name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return NAME_TEXT.required(field);
  if ([...trimmed].length > NAME_MAX_LENGTH) return NAME_TEXT.tooLong(field);
  const allowed = NAME_CHARACTERS.test(trimmed) && /\p{L}/u.test(trimmed) && !DOMAIN_LIKE.test(trimmed);
  return allowed ? null : NAME_TEXT.characters(field);
}
