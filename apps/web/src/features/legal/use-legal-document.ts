import type { LegalDocumentKind } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";
import { queries } from "@/lib/queries";

/** The current version of the terms and conditions or the privacy policy. */
export function useLegalDocument(kind: LegalDocumentKind) {
  return useQuery(queries.legal(useApi(), kind));
}
