import type { LegalDocument } from "@lotto/api";
import { Alert } from "@lotto/ui/alert";
import { Spinner } from "@lotto/ui/spinner";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

const published = new Intl.DateTimeFormat("en-AU", { dateStyle: "long", timeZone: "Australia/Perth" });

/** A document's version line: "Version 2, published 25 November 2026". */
export function versionLine(doc: LegalDocument): string {
  return doc.published_at
    ? `Version ${doc.version}, published ${published.format(new Date(doc.published_at))}`
    : `Version ${doc.version}`;
}

/** A legal document's text, paragraph by paragraph, with its version; or loading, or the error. */
export function LegalDocumentView({
  doc,
  error = null,
}: {
  doc: LegalDocument | undefined;
  error?: string | null;
}) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!doc) return <Spinner label="Loading the document" />;
  return (
    <Text>
      <Version>{versionLine(doc)}</Version>
      {doc.body.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Text>
  );
}

const Text = styled.div`
  max-width: 70ch;
  line-height: 1.5;
`;

const Version = styled.p`
  color: ${colors.textMuted};
  font-size: 0.875rem;
`;
