/**
 * Versioned terms and conditions and privacy policy: version 1 ships in code, later versions are the
 * operator's (`terms:publish`). Publishing a version asks every player who accepted an older one to
 * accept again: the prompt's usual place in the spec's order (after the password reminder).
 */
import type { LegalDocument, LegalDocumentKind } from "@lotto/api";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { players } from "../db/schema/accounts";
import { legalDocuments } from "../db/schema/operations";
import { toDate, toInstant } from "../db/time";
import { badRequest } from "../http/http-error";
import { LEGAL_TITLES, SHIPPED_DOCUMENTS } from "./shipped-documents";

/** Advisory lock key that serialises publishing. */
const PUBLISH_LOCK = 7_270_418;

/** A published document may be this long at most. */
const MAX_BODY = 100_000;

/** Checks an operator-supplied document kind. */
export function legalKind(value: unknown): LegalDocumentKind {
  if (value !== "terms" && value !== "privacy") throw badRequest("kind must be terms or privacy.");
  return value;
}

/** The current version of a document. */
export async function currentDocument(db: Db, kind: LegalDocumentKind): Promise<LegalDocument> {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  if (!row)
    return { kind, version: 1, title: LEGAL_TITLES[kind], body: SHIPPED_DOCUMENTS[kind], published_at: null };
  return {
    kind,
    version: row.version,
    title: LEGAL_TITLES[kind],
    body: row.body,
    published_at: toInstant(row.publishedAt).toString(),
  };
}

/**
 * `terms:publish --kind terms [--file new-terms.txt]`: publishes the next version (the given text, or
 * the current text again) and marks every acceptance of an older version outdated.
 */
export async function publishDocument(db: Db, kindValue: unknown, bodyValue: unknown, now: Temporal.Instant) {
  const kind = legalKind(kindValue);
  if (
    bodyValue !== undefined &&
    (typeof bodyValue !== "string" || bodyValue.trim() === "" || bodyValue.length > MAX_BODY)
  )
    throw badRequest(`body must be the document's text, at most ${MAX_BODY} characters.`);
  return db.transaction(async (tx) => {
    // One publish at a time, so two never take the same version number.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PUBLISH_LOCK})`);
    const current = await currentDocument(tx as unknown as Db, kind);
    const version = current.version + 1;
    await tx.insert(legalDocuments).values({
      kind,
      version,
      body: typeof bodyValue === "string" ? bodyValue.trim() : current.body,
      publishedAt: toDate(now),
    });
    const outdated =
      kind === "terms"
        ? await tx
            .update(players)
            .set({ termsAccepted: false })
            .where(and(eq(players.termsAccepted, true), lt(players.termsVersion, version)))
            .returning({ id: players.id })
        : await tx
            .update(players)
            .set({ privacyAccepted: false })
            .where(and(eq(players.privacyAccepted, true), lt(players.privacyVersion, version)))
            .returning({ id: players.id });
    return { kind, version, players_to_accept_again: outdated.length };
  });
}
