import type { LegalDocumentKind } from "@lotto/api";
import { Disclosure } from "@lotto/ui/disclosure";
import { space } from "@lotto/ui/theme";
import styled from "styled-components";
import { LEGAL_TITLES } from "@/config/legal-titles";
import { useLegalDocument } from "../api/use-legal-document";
import { LegalDocumentView, versionLine } from "./legal-document-view";

function DocumentDetails({ kind, title }: { kind: LegalDocumentKind; title: string }) {
  const doc = useLegalDocument(kind);
  return (
    <Details>
      <summary>
        {title}
        {doc.data ? ` (${versionLine(doc.data)})` : ""}
      </summary>
      <LegalDocumentView doc={doc.data} error={doc.error ? doc.error.message : null} />
    </Details>
  );
}

/** Both documents to read inside the terms prompt, each folded until opened. */
export default function LegalDocumentsDetails() {
  return (
    <>
      <DocumentDetails kind="terms" title={LEGAL_TITLES.terms} />
      <DocumentDetails kind="privacy" title={LEGAL_TITLES.privacy} />
    </>
  );
}

const Details = styled(Disclosure)`
  margin: ${space.xs} 0;
  > div { max-height: 40vh; overflow-y: auto; }
`;
