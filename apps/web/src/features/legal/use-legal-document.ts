import { getLegalDocument, type LegalDocumentKind } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** The current version of the terms and conditions or the privacy policy. */
export function useLegalDocument(kind: LegalDocumentKind) {
  const api = useApi();
  return useQuery({ queryKey: ["legal", kind], queryFn: () => getLegalDocument(api, { params: { kind } }) });
}
