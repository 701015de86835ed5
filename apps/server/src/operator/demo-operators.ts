/**
 * The demo operators (dev only, seeded with the demo player; never in production): one per role and a
 * second finance operator for dual control, all with {@link DEMO_OPERATOR_PASSWORD} and no TOTP. `npm
 * start` prints the login. In dev the server token acts as the demo operator of the command's role
 * (operator-access.ts), so `npm run draw` keeps working without an operator token.
 */
import type { OperatorRole } from "@lotto/api";
import type { Temporal } from "temporal-polyfill";
import { hashSecret } from "../accounts/passwords";
import type { Db } from "../db";
import { operators } from "../db/schema/operators";
import { toDate } from "../db/time";

/** The demo operators' password. */
export const DEMO_OPERATOR_PASSWORD = "Operator-Demo-2026";

/** The demo operator of a role. */
export const demoOperatorEmail = (role: OperatorRole) => `${role}@operator.test`;

/** Every demo operator: one per role, and finance2 for the second approval of dual control. */
export const DEMO_OPERATORS: readonly { email: string; role: OperatorRole }[] = [
  { email: demoOperatorEmail("support"), role: "support" },
  { email: demoOperatorEmail("finance"), role: "finance" },
  { email: "finance2@operator.test", role: "finance" },
  { email: demoOperatorEmail("draws"), role: "draws" },
  { email: demoOperatorEmail("admin"), role: "admin" },
];

// One hash per process: argon2id is slow on purpose, and every test app seeds these.
let demoHash: Promise<string> | undefined;

/** Adds the demo operators that are missing (their ids are their emails' local parts). */
export async function seedDemoOperators(db: Db, now: Temporal.Instant): Promise<void> {
  demoHash ??= hashSecret(DEMO_OPERATOR_PASSWORD);
  const passwordHash = await demoHash;
  await db
    .insert(operators)
    .values(
      DEMO_OPERATORS.map(({ email, role }) => ({
        id: `demo-${email.split("@")[0]}`,
        email,
        role,
        passwordHash,
        createdAt: toDate(now),
      })),
    )
    .onConflictDoNothing();
}
