import { HTTP_ERROR_TEXT } from "@lotto/core";
import type { FastifyError, FastifyInstance } from "fastify";
import { HttpError } from "./http-error";

/** The one error body shape: `{ code, message, cause: { code } }` (+ extras such as `errors`). */
const body = (code: string, message: string, extra?: Record<string, unknown>) => ({
  code,
  message,
  cause: { code },
  ...extra,
});

/**
 * The single error handler: expected errors keep their status, code and text; client
 * errors from Fastify (bad JSON, too large, rate limited) keep theirs; everything else is logged
 * and answered 500 with the R-ERRORS text, never the details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.extra));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(error.code ?? "BAD_REQUEST", error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body("INTERNAL_ERROR", HTTP_ERROR_TEXT.internal));
  });
}

/** JSON 404 for unknown API paths (R-ERRORS 'Resource not found.'). */
export function notFoundBody() {
  return body("NOT_FOUND", HTTP_ERROR_TEXT.notFound);
}
