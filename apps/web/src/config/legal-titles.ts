import type { LegalDocumentKind } from "@lotto/api";

/** Each legal document's title: its page, the terms prompt and the links to it (footer, sign-up). */
export const LEGAL_TITLES: Record<LegalDocumentKind, string> = {
  terms: "Terms and conditions",
  privacy: "Privacy policy",
};
