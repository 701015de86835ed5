import * as v from "valibot";

/** Why a request text was refused: it carries a character the database cannot store. */
export const UNSTORABLE_TEXT_MESSAGE = "Text contains a character that is not allowed.";

/**
 * True when a text holds no NUL and no lone UTF-16 surrogate. PostgreSQL stores neither (`text`
 * refuses NUL, `jsonb` refuses both), so a request carrying one is refused at the contract edge
 * rather than failing in the database (docs/security.md "Hostile input").
 */
export function isStorableText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xdc00 && unit <= 0xdfff) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}

/** The one check every string of every request schema carries (`request-strings.test.ts` proves it). */
export const storableText = v.check(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** A request string: any text the database can store. Use it for every string field of a request. */
export const requestString = (message?: string) => v.pipe(v.string(message), storableText);
