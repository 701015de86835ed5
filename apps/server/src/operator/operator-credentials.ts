/**
 * Who an operator call comes from, besides a console session (docs/security.md "Operator console"):
 * a personal CLI token (`operator:token`, stored as its hash), or the server token of
 * `DATA_DIR/operator-token` (whoever can read the data folder owns the server anyway). The server
 * token runs the operator-account commands as the built-in `server-token` actor (how the first admin
 * is added); any other command only outside production, as the demo operator of the command's role.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { operators, operatorTokens } from "../db/schema/operators";
import { toDate } from "../db/time";
import { HttpError } from "../http/http-error";
import { demoOperatorEmail } from "./demo-operators";
import { operatorByEmail, operatorEmail, secretHash } from "./operator-accounts";
import type { OperatorActor } from "./operator-actor";
import type { OperatorCommand } from "./operator-api";

/** The built-in actor of the server token on the operator-account commands. */
export const SERVER_TOKEN_ACTOR = "server-token";

/** 403: in production the server token does not run this command. */
const personalTokenNeeded = () =>
  new HttpError(
    403,
    "OPERATOR_TOKEN_NEEDED",
    "The server token only manages operator accounts in production; run this with your own token (OPERATOR_TOKEN, from operator:token).",
  );

/** The actor the server token runs `command` as (see the file's comment). */
export async function serverTokenActor(
  db: Db,
  command: Pick<OperatorCommand, "roles" | "bootstrap">,
  production: boolean,
  ip: string,
): Promise<OperatorActor> {
  if (command.bootstrap) {
    return { operatorId: SERVER_TOKEN_ACTOR, email: SERVER_TOKEN_ACTOR, role: "admin", ip, via: "cli" };
  }
  const role = command.roles[0];
  if (production || role === undefined) throw personalTokenNeeded();
  const demo = await operatorByEmail(db, demoOperatorEmail(role));
  if (demo?.status !== "active") throw personalTokenNeeded();
  return { operatorId: demo.id, email: demo.email, role: demo.role, ip, via: "cli" };
}

/** The operator of a personal CLI token, or null when it is unknown or the account is disabled. */
export async function cliTokenActor(
  db: Db,
  token: string,
  now: Temporal.Instant,
  ip: string,
): Promise<OperatorActor | null> {
  const [row] = await db
    .update(operatorTokens)
    .set({ lastUsedAt: toDate(now) })
    .where(eq(operatorTokens.tokenHash, secretHash(token)))
    .returning({ operatorId: operatorTokens.operatorId });
  if (!row) return null;
  const [operator] = await db.select().from(operators).where(eq(operators.id, row.operatorId));
  if (operator?.status !== "active") return null;
  return { operatorId: operator.id, email: operator.email, role: operator.role, ip, via: "cli" };
}

/**
 * Issues a personal CLI token for the operator `email`, shown this once. An operator issues their own;
 * only the server token issues one for someone else (an admin must not act as a finance operator).
 */
export async function issueOperatorToken(
  db: Db,
  email: unknown,
  now: Temporal.Instant,
  actor: OperatorActor,
): Promise<{ email: string; role: OperatorActor["role"]; token: string }> {
  const address = operatorEmail(email);
  const self = actor.email.toLowerCase() === address.toLowerCase();
  if (!self && actor.operatorId !== SERVER_TOKEN_ACTOR) {
    throw new HttpError(403, "OPERATOR_ROLE", "You can only issue a token for your own account.");
  }
  const operator = await operatorByEmail(db, address);
  if (operator?.status !== "active") {
    throw new HttpError(404, "NOT_FOUND", `No active operator ${address}.`);
  }
  const token = `opt_${randomBytes(32).toString("base64url")}`;
  await db
    .insert(operatorTokens)
    .values({ tokenHash: secretHash(token), operatorId: operator.id, createdAt: toDate(now) });
  return { email: operator.email, role: operator.role, token };
}
