/** Reads the `{ data, message }` envelope of R-CALLS: data when both keys are present, else the whole body. */
export function unwrapEnvelope(body: unknown): unknown {
  if (body !== null && typeof body === "object" && "data" in body && "message" in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}

/**
 * The error code a failed body carries: `code`, else `cause.code` (login errors, R-CALLS). A numeric
 * code is a code too (some services send `code: 1001`); it is kept as its decimal text.
 */
export function errorCode(body: unknown): string | undefined {
  if (body === null || typeof body !== "object") return undefined;
  const { code, cause } = body as { code?: unknown; cause?: { code?: unknown } };
  return codeText(code) ?? codeText(cause?.code);
}

function codeText(code: unknown): string | undefined {
  if (typeof code === "string") return code;
  return typeof code === "number" && Number.isFinite(code) ? String(code) : undefined;
}

/** Parses a response body as JSON, or undefined when it is empty or not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
