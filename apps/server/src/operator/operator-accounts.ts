/**
 * Operator accounts (docs/security.md "Operator console"): added with a one-time password and a TOTP
 * secret shown once, listed, disabled (which ends their sessions and CLI tokens), and their role
 * changed ({@link changeOperatorRole}, which the dual control wraps). Roles: docs/decisions.md
 * "Operator roles".
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { type OperatorRole, OperatorRoleSchema } from "@lotto/api";
import { asc, eq, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import * as v from "valibot";
import { hashSecret } from "../accounts/passwords";
import type { Db, DbOrTx } from "../db";
import { operatorSessions, operators, operatorTokens } from "../db/schema/operators";
import { toDate } from "../db/time";
import { badRequest, HttpError } from "../http/http-error";
import { newTotpSecret, totpUri } from "./totp";

/** An operator as the list shows it (never the password hash or TOTP secret). */
export interface OperatorListing {
  id: string;
  email: string;
  role: OperatorRole;
  status: "active" | "disabled";
  totp: boolean;
  created_at: string;
  disabled_at: string | null;
}

/** What adding an operator answers: the one-time password and TOTP URI, shown this once. */
export interface AddedOperator {
  id: string;
  email: string;
  role: OperatorRole;
  password: string;
  totp_uri: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The operator's email as given, trimmed; a 400 naming the rule otherwise. */
export function operatorEmail(value: unknown): string {
  const email = typeof value === "string" ? value.trim() : "";
  if (email.length === 0 || email.length > 254 || !EMAIL.test(email)) {
    throw badRequest("email must be an email address.");
  }
  return email;
}

/** The role given, or a 400 listing the roles. */
export function operatorRole(value: unknown): OperatorRole {
  const parsed = v.safeParse(OperatorRoleSchema, value);
  if (!parsed.success) throw badRequest("role must be support, finance, draws or admin.");
  return parsed.output;
}

/** A one-time password: 24 random characters (144 bits) with a letter, a digit and a symbol. */
const oneTimePassword = () => `${randomBytes(18).toString("base64url")}-7a`;

/** SHA-256 hex of a session id or CLI token: the tables keep only this. */
export const secretHash = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** The operator with this email (any case), or undefined. */
export async function operatorByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(operators).where(sql`lower(${operators.email}) = lower(${email})`);
  return row;
}

/**
 * Adds an operator with a one-time password and, unless `totp` is false (demo accounts in dev), a
 * TOTP secret; answers both this once. 409 when the email is taken.
 */
export async function addOperator(
  db: Db,
  input: { email?: unknown; role?: unknown },
  now: Temporal.Instant,
  options: { createdBy?: string | null; totp?: boolean; password?: string } = {},
): Promise<AddedOperator> {
  const email = operatorEmail(input.email);
  const role = operatorRole(input.role);
  const password = options.password ?? oneTimePassword();
  const secret = options.totp === false ? null : newTotpSecret();
  const id = randomUUID();
  const [added] = await db
    .insert(operators)
    .values({
      id,
      email,
      role,
      passwordHash: await hashSecret(password),
      totpSecret: secret,
      createdAt: toDate(now),
      createdBy: options.createdBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  if (!added) throw new HttpError(409, "OPERATOR_EXISTS", `An operator with the email ${email} exists.`);
  return { id, email, role, password, totp_uri: secret ? totpUri(secret, email) : null };
}

/** Every operator, active first, then by email. */
export async function listOperators(db: Db): Promise<{ operators: OperatorListing[] }> {
  const rows = await db
    .select()
    .from(operators)
    .orderBy(asc(operators.status), asc(sql`lower(${operators.email})`));
  return {
    operators: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      status: row.status,
      totp: row.totpSecret !== null,
      created_at: row.createdAt.toISOString(),
      disabled_at: row.disabledAt?.toISOString() ?? null,
    })),
  };
}

/** The operator named by email, or a 404 naming it. */
async function existing(db: DbOrTx, email: unknown) {
  const address = operatorEmail(email);
  const row = await operatorByEmail(db, address);
  if (!row) throw new HttpError(404, "NOT_FOUND", `No operator ${address}.`);
  return row;
}

/** Ends every console session and CLI token of an operator (disabled, or its role changed). */
async function endAccess(tx: DbOrTx, operatorId: string): Promise<void> {
  await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
  await tx.delete(operatorTokens).where(eq(operatorTokens.operatorId, operatorId));
}

/**
 * Disables an operator: no sign-in, sessions and CLI tokens ended at once. An operator cannot disable
 * their own account (the last admin would lock everyone out). Again: `already: true`.
 */
export async function disableOperator(
  db: Db,
  email: unknown,
  now: Temporal.Instant,
  by: { operatorId: string },
): Promise<{ id: string; email: string; status: "disabled"; already: boolean }> {
  return db.transaction(async (tx) => {
    const row = await existing(tx, email);
    if (row.id === by.operatorId) throw badRequest("You cannot disable your own operator account.");
    const [changed] = await tx
      .update(operators)
      .set({ status: "disabled", disabledAt: toDate(now) })
      .where(sql`${operators.id} = ${row.id} AND ${operators.status} = 'active'`)
      .returning({ id: operators.id });
    await endAccess(tx, row.id);
    return { id: row.id, email: row.email, status: "disabled" as const, already: !changed };
  });
}

/**
 * Gives an operator another role and ends their sessions and tokens (they sign in again under it).
 * No dual control here: the role change endpoint wraps this with a second operator's approval.
 */
export async function changeOperatorRole(
  db: Db,
  email: unknown,
  role: unknown,
): Promise<{ id: string; email: string; role: OperatorRole; previous: OperatorRole }> {
  const next = operatorRole(role);
  return db.transaction(async (tx) => {
    const row = await existing(tx, email);
    await tx.update(operators).set({ role: next }).where(eq(operators.id, row.id));
    await endAccess(tx, row.id);
    return { id: row.id, email: row.email, role: next, previous: row.role };
  });
}
