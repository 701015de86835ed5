import * as v from "valibot";
import { caller, defineEndpoint } from "../client/define-endpoint";
import { LegalDocumentKindSchema, LegalDocumentSchema } from "../schemas/legal";

/** `GET /legal/{kind}`: the current terms and conditions or privacy policy, for everyone. */
export const getLegalDocumentEndpoint = defineEndpoint({
  method: "GET",
  path: "/legal/{kind}",
  auth: false,
  params: v.object({ kind: LegalDocumentKindSchema }),
  response: LegalDocumentSchema,
});
export const getLegalDocument = caller(getLegalDocumentEndpoint);
