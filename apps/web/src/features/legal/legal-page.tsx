import type { LegalDocumentKind } from "@lotto/api";
import { Page } from "@/components/layout/page";
import { LEGAL_TITLES } from "@/config/legal-titles";
import { useLegalDocument } from "./api/use-legal-document";
import { LegalDocumentView } from "./components/legal-document-view";

/** The current terms and conditions (`/terms`) or privacy policy (`/privacy`), open to everyone. */
export function LegalPage({ kind }: { kind: LegalDocumentKind }) {
  const doc = useLegalDocument(kind);
  return (
    <Page title={LEGAL_TITLES[kind]}>
      <LegalDocumentView doc={doc.data} error={doc.error ? doc.error.message : null} />
    </Page>
  );
}

export const TermsPage = () => <LegalPage kind="terms" />;
export const PrivacyPage = () => <LegalPage kind="privacy" />;
