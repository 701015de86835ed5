/**
 * A charge whose outcome the gateway could not tell us: the request went out, no answer came back and
 * looking its reference up failed too. The deposit stays pending; reconciliation asks again
 * (wallet/deposit-reconcile.ts), so it is credited once if the charge was made and failed if not.
 */
export class ChargeUnknownError extends Error {
  override name = "ChargeUnknownError";

  constructor(
    readonly reference: string,
    cause: unknown,
  ) {
    super(`the outcome of charge ${reference} is unknown`, { cause });
  }
}
