import { HTTP_ERROR_TEXT } from "@lotto/core";

/** Extra fields a failed body may carry (e.g. per-field `errors` of the reset-password flow). */
export type ErrorExtra = Record<string, unknown>;

/**
 * An expected failure with its status, code and the text to show; the error handler sends it as
 * `{ code, message, cause: { code } }` (R-CALLS "errors carry a cause with code", R-ERRORS).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly extra: ErrorExtra | undefined;

  constructor(statusCode: number, code: string, message: string, extra?: ErrorExtra) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
  }
}

/** 400: the body or query broke the contract. */
export const badRequest = (message: string, extra?: ErrorExtra) =>
  new HttpError(400, "VALIDATION_ERROR", message, extra);

/** 404 with the R-ERRORS text. */
export const notFound = () => new HttpError(404, "NOT_FOUND", HTTP_ERROR_TEXT.notFound);

/** 422: understood but refused by a rule, with the rule's own text. */
export const unprocessable = (code: string, message: string, extra?: ErrorExtra) =>
  new HttpError(422, code, message, extra);

/** 401 with the R-ERRORS text; `code` says why (e.g. SESSION_EXPIRED). */
export const unauthorized = (code = "UNAUTHORIZED") => new HttpError(401, code, HTTP_ERROR_TEXT.unauthorized);
