import type { LegalDocumentKind } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { accountQueries } from "@/api/account-queries";
import { useApi } from "@/hooks/use-api";

/** The current version of the terms and conditions or the privacy policy. */
export function useLegalDocument(kind: LegalDocumentKind) {
  return useQuery(accountQueries.legal(useApi(), kind));
}
