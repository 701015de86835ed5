import * as v from "valibot";

/** The two documents a player accepts. */
export const LegalDocumentKindSchema = v.picklist(["terms", "privacy"]);
export type LegalDocumentKind = v.InferOutput<typeof LegalDocumentKindSchema>;

/** `GET /legal/{kind}`: the current version of a document; paragraphs are separated by blank lines. */
export const LegalDocumentSchema = v.object({
  kind: LegalDocumentKindSchema,
  version: v.number(),
  title: v.string(),
  body: v.string(),
  /** When this version was published; null for the version that ships with the shop. */
  published_at: v.nullable(v.string()),
});
export type LegalDocument = v.InferOutput<typeof LegalDocumentSchema>;
