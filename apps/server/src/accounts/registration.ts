/** Sign-up with identity verification and activation by emailed link (R-STATES Sign-up, R-SCREENS /activate). */

import { randomUUID } from "node:crypto";
import type { RegisterBody } from "@lotto/api";
import { and, eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { players, wallets } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { badRequest, unprocessable } from "../http/http-error";
import { type Mail, type MailContext, sendMail } from "../mail/mailer";
import { isAdult } from "./age";
import { emailInUse, openReview, reviewStateOf } from "./identity-review";
import type { IdentityVerifier } from "./identity-verification";
import { consumeOneTimeToken, createOneTimeToken } from "./one-time-token";
import { hashSecret, normaliseAnswer } from "./passwords";
import { questionText } from "./security-questions";

/**
 * Registers (or resumes a PENDING_KYC registration whose identity is not being reviewed), verifies
 * identity, emails the activation link. A `review` outcome opens the operator's review
 * (accounts/identity-review.ts): the player activates as usual and waits as PENDING_KYC for the decision.
 */
export async function register(
  db: Db,
  mail: MailContext,
  identity: IdentityVerifier,
  body: RegisterBody,
  now: Temporal.Instant,
) {
  if (!isAdult(body.date_of_birth, now)) throw unprocessable("UNDER_AGE", "You must be 18 or older to play.");
  if (!questionText(body.security_question_id))
    throw badRequest("security_question_id: Choose a security question.");
  const email = body.email.toLowerCase();
  const [existing] = await db.select().from(players).where(eq(players.email, email));
  // Only a PENDING_KYC registration resumes, and not while a person is reviewing it.
  if (existing && (existing.status !== "PENDING_KYC" || (await reviewStateOf(db, existing.id)) === "open"))
    throw emailInUse();
  const status = await identity.verify({
    firstname: body.firstname,
    lastname: body.lastname,
    dateOfBirth: body.date_of_birth,
    postcode: body.address.postcode,
  });
  const [passwordHash, answerHash] = await Promise.all([
    hashSecret(body.password),
    hashSecret(normaliseAnswer(body.security_answer)),
  ]);
  const playerId = existing?.id ?? randomUUID();
  const values = {
    email,
    passwordHash,
    firstname: body.firstname,
    lastname: body.lastname,
    dateOfBirth: body.date_of_birth,
    mobile: body.mobile,
    address: body.address,
    status: status === "failed" ? ("PENDING_KYC" as const) : ("PENDING_ACTIVATION" as const),
    securityQuestionId: body.security_question_id,
    securityAnswerHash: answerHash,
    termsAccepted: true,
    privacyAccepted: true,
    passwordChangedAt: toDate(now),
  };
  const token = await db.transaction(async (tx) => {
    if (existing) {
      const [resumed] = await tx
        .update(players)
        .set(values)
        .where(and(eq(players.id, playerId), eq(players.status, "PENDING_KYC")))
        .returning({ id: players.id });
      if (!resumed) throw emailInUse();
    } else {
      await tx.insert(players).values({ id: playerId, ...values, createdAt: toDate(now) });
      await tx.insert(wallets).values({ playerId, balance: 0 });
    }
    if (status === "review") {
      const { firstname, lastname, date_of_birth: dateOfBirth } = body;
      await openReview(tx, playerId, { firstname, lastname, dateOfBirth, address: body.address }, now);
    }
    return status === "failed" ? null : createOneTimeToken(tx, playerId, "activation", now);
  });
  if (token) await sendActivationEmail(mail, email, body.firstname, token);
  return { playerId, verification_status: status };
}

/** Emails the activation link (/activate?token=…). */
export async function sendActivationEmail(
  mail: MailContext,
  email: string,
  firstname: string,
  token: string,
) {
  await sendMail(mail, activationMail(mail.publicUrl, email, firstname, token));
}

/** The activation email with its link (/activate?token=…). */
export function activationMail(publicUrl: string, email: string, firstname: string, token: string): Mail {
  const link = `${publicUrl}/activate?token=${token}`;
  return {
    to: email,
    subject: "Activate your Play Online account",
    body: `Hi ${firstname},\n\nWelcome to Play Online. Activate your account within 48 hours:\n${link}\n`,
    link,
  };
}

/** Sends a fresh activation email if the account is pending activation; silent otherwise. */
export async function resendActivation(
  db: Db,
  mail: MailContext,
  email: string,
  now: Temporal.Instant,
): Promise<void> {
  const [player] = await db.select().from(players).where(eq(players.email, email.toLowerCase()));
  if (player?.status !== "PENDING_ACTIVATION") return;
  const token = await createOneTimeToken(db, player.id, "activation", now);
  await sendActivationEmail(mail, player.email, player.firstname, token);
}

/**
 * Activates the account of an activation link's token (once; a used or expired token is refused): ACTIVE
 * unless its identity review is open or was rejected, then PENDING_KYC until the operator approves.
 */
export async function activateAccount(db: Db, token: string, now: Temporal.Instant): Promise<void> {
  await db.transaction(async (tx) => {
    const playerId = await consumeOneTimeToken(tx, token, "activation", now);
    if (!playerId) throw unprocessable("INVALID_TOKEN", "This activation link is invalid or has expired.");
    const review = await reviewStateOf(tx, playerId);
    const cleared = review === "none" || review === "approved";
    await tx
      .update(players)
      .set({ status: cleared ? "ACTIVE" : "PENDING_KYC" })
      .where(and(eq(players.id, playerId), eq(players.status, "PENDING_ACTIVATION")));
  });
}
