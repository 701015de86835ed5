/** Sign-up with identity verification and activation by emailed link (spec §4 Sign-up, §2 /activate). */

import { randomUUID } from "node:crypto";
import type { RegisterBody } from "@lotto/api";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { players, wallets } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { badRequest, HttpError, unprocessable } from "../http/http-error";
import { publicUrl, sendMail } from "../mail/mailer";
import { isAdult } from "./age";
import { createOneTimeToken } from "./one-time-token";
import { hashSecret, normaliseAnswer } from "./passwords";
import { questionText } from "./security-questions";

/** Registers (or resumes a PENDING_KYC registration), verifies identity, emails the activation link. */
export async function register(app: FastifyInstance, body: RegisterBody) {
  const now = app.clock.now();
  if (!isAdult(body.date_of_birth, now)) throw unprocessable("UNDER_AGE", "You must be 18 or older to play.");
  if (!questionText(body.security_question_id))
    throw badRequest("security_question_id: Choose a security question.");
  const email = body.email.toLowerCase();
  const [existing] = await app.db.select().from(players).where(eq(players.email, email));
  if (existing && existing.status !== "PENDING_KYC") {
    throw new HttpError(409, "EMAIL_IN_USE", "An account with this email already exists. Please log in.");
  }
  const status = await app.adapters.identity.verify({
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
    status: status === "passed" ? ("PENDING_ACTIVATION" as const) : ("PENDING_KYC" as const),
    securityQuestionId: body.security_question_id,
    securityAnswerHash: answerHash,
    termsAccepted: true,
    privacyAccepted: true,
    passwordChangedAt: toDate(now),
  };
  const token = await app.db.transaction(async (tx) => {
    if (existing) {
      await tx.update(players).set(values).where(eq(players.id, playerId));
    } else {
      await tx.insert(players).values({ id: playerId, ...values, createdAt: toDate(now) });
      await tx.insert(wallets).values({ playerId, balance: 0 });
    }
    return status === "passed" ? createOneTimeToken(tx, playerId, "activation", now) : null;
  });
  if (token) await sendActivationEmail(app, email, body.firstname, token);
  return { playerId, verification_status: status };
}

/** Emails the activation link (/activate?token=…). */
export async function sendActivationEmail(
  app: FastifyInstance,
  email: string,
  firstname: string,
  token: string,
) {
  const link = `${publicUrl(app)}/activate?token=${token}`;
  await sendMail(app, {
    to: email,
    subject: "Activate your Play Online account",
    body: `Hi ${firstname},\n\nWelcome to Play Online. Activate your account within 48 hours:\n${link}\n`,
    link,
  });
}

/** Sends a fresh activation email if the account is pending activation; silent otherwise. */
export async function resendActivation(app: FastifyInstance, email: string): Promise<void> {
  const [player] = await app.db.select().from(players).where(eq(players.email, email.toLowerCase()));
  if (player?.status !== "PENDING_ACTIVATION") return;
  const token = await createOneTimeToken(app.db, player.id, "activation", app.clock.now());
  await sendActivationEmail(app, player.email, player.firstname, token);
}
