import { getLegalDocumentEndpoint } from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { currentDocument } from "../legal/legal-documents";

/** The current terms and conditions and privacy policy, readable by everyone. */
export async function legalRoutes(app: FastifyInstance): Promise<void> {
  route(app, getLegalDocumentEndpoint, async (_request, { params }) => currentDocument(app.db, params.kind));
}
