/** Texts of R-ERRORS for HTTP failures, shared by the API client and the web app. */

export const HTTP_ERROR_TEXT = {
  unauthorized: "Unauthorized request",
  notFound: "Resource not found.",
  unprocessable: "Unprocessable content.",
  internal: "We're unable to process your request at this time. Please try again later.",
  badGateway: "We're having trouble processing your request. Please try again later.",
  unavailable:
    "We're currently experiencing issues with our services and are working to resolve them as soon as possible.",
  unknown: "Unknown error occurred",
  network: "There was an error processing your request. Please try again.",
} as const;

/** A failed response body as far as the message rules care. */
export interface ErrorBody {
  code?: unknown;
  message?: unknown;
}

const isText = (v: unknown): v is string => typeof v === "string" && v.length > 0;

/**
 * The message to show for a non-ok HTTP response (R-HTTP-ERRORS).
 * @param status the HTTP status code (400–599)
 * @param body the parsed response body, if any
 * @example httpErrorMessage(502) // "We're having trouble processing your request. Please try again later."
 */
export function httpErrorMessage(status: number, body?: ErrorBody | null): string {
  if (status === 401) return HTTP_ERROR_TEXT.unauthorized;
  if (status === 404) return HTTP_ERROR_TEXT.notFound;
  if (status === 422) return isText(body?.message) ? body.message : HTTP_ERROR_TEXT.unprocessable;
  if (status === 500) return HTTP_ERROR_TEXT.internal;
  if (status === 502) return HTTP_ERROR_TEXT.badGateway;
  if (status > 500) return HTTP_ERROR_TEXT.unavailable;
  if (body && body.code !== undefined && isText(body.message)) return body.message;
  return HTTP_ERROR_TEXT.unknown;
}
