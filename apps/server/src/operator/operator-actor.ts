/**
 * Who runs an operator command (docs/security.md "Operator console"): an operator account signed in to
 * the console, or presenting its CLI token. Every operator command receives one; the audit trail and
 * dual control read it.
 */
import type { OperatorRole } from "@lotto/api";

/** The operator behind a request. */
export interface OperatorActor {
  operatorId: string;
  email: string;
  role: OperatorRole;
  /** The caller's address as the operator listener saw it. */
  ip: string;
  via: "console" | "cli";
}

/** Whether `actor`'s role is one of the roles a command admits (checked on the server, every call). */
export const admits = (roles: readonly OperatorRole[], actor: Pick<OperatorActor, "role">): boolean =>
  roles.includes(actor.role);
