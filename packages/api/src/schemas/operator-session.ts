import * as v from "valibot";
import { EmailSchema, PasswordInputSchema } from "./common";
import { requestString } from "./text";

/**
 * The operator roles (docs/decisions.md "Operator roles"): each operator endpoint names the roles it
 * admits; none is a superuser, admin included (separation of duties).
 */
export const OPERATOR_ROLES = ["support", "finance", "draws", "admin"] as const;

/** One operator role. */
export const OperatorRoleSchema = v.picklist(
  OPERATOR_ROLES,
  "Role must be support, finance, draws or admin.",
);

/** An operator role. */
export type OperatorRole = v.InferOutput<typeof OperatorRoleSchema>;

/** `POST /operator/session`: email, password and, when the account has one, the 6-digit TOTP code. */
export const OperatorSignInBodySchema = v.object({
  email: EmailSchema,
  password: PasswordInputSchema,
  code: v.optional(v.pipe(requestString(), v.trim(), v.regex(/^\d{6}$/, "The code is 6 digits."))),
});

/** The signed-in operator. */
export const OperatorSessionSchema = v.object({ email: v.string(), role: OperatorRoleSchema });

/** `POST /operator/operators {email, role}`: text, checked by the command (same message in the CLI). */
export const OperatorAddBodySchema = v.optional(
  v.object({ email: v.optional(requestString()), role: v.optional(requestString()) }),
  {},
);

/** `{email}` of the operator to disable or to issue a CLI token for. */
export const OperatorEmailBodySchema = v.optional(v.object({ email: v.optional(requestString()) }), {});
