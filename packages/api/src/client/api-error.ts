/** Why a call failed: the server answered non-ok, the network failed, or the response broke the contract. */
export type ApiErrorKind = "http" | "network" | "contract";

/** Details of an {@link ApiError}. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** The server's error code (e.g. `PLAYER_STATUS_TEMPORARY_BLOCKED`), when it sent one. */
  code?: string | undefined;
  /** Dot path of the offending response field, for contract errors. */
  field?: string | undefined;
}

/**
 * A failed API call whose `message` is already the text to show (R-ERRORS). Login errors carry the
 * server's code both as `code` and as `cause.code` (R-CALLS "errors carry a cause with code").
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.code === undefined ? undefined : { cause: { code: init.code } });
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
  }
}

/** True when `error` is an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
