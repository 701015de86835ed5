import { LOGIN_TEXT } from "@lotto/core";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../src/accounts/session-token";
import { parseCli } from "../../src/cli-args";
import { outbox, players } from "../../src/db/schema/accounts";
import { identityReviews } from "../../src/db/schema/identity";
import { sandboxCardGateway } from "../../src/payments/card-gateway";
import { sandboxPaypal } from "../../src/payments/paypal";
import { build, call, callOperator as callWithToken, loginAs, type TestApp } from "../helper";
import { buy, FOUR_BOARDS, nextDrawNumber, saturday } from "../play/play-fixtures";
import { PRODUCTION_ENV } from "../production-env";
import { signUpBody } from "../sign-up-body";

// docs/identity.md: in production without a vendor, a person approves each new player's identity.
const PRODUCTION = { ...PRODUCTION_ENV, PUBLIC_URL: "http://shop.test" };
// The payment sandboxes stand in for Braintree: this file is about who may reach them.
const adapters = { cardGateway: sandboxCardGateway, paypal: sandboxPaypal };
const PASSWORD = "Correct-Horse-9";

let app: TestApp;
// In production the server's own token only adds operators: reviews are decided by a finance operator
// with a personal CLI token.
let financeToken = "";
const callOperator = (
  target: TestApp,
  method: "GET" | "POST",
  path: string,
  payload?: unknown,
  token = financeToken,
) => callWithToken(target, method, path, payload, token);
beforeAll(async () => {
  app = await build({ env: PRODUCTION, adapters });
  const email = "reviews@shop.example";
  expect((await callWithToken(app, "POST", "/operators", { email, role: "finance" })).status).toBe(200);
  financeToken = (await callWithToken(app, "POST", "/operators/token", { email })).body.token;
}, 120_000);
afterAll(() => app.close());

const registration = (target: TestApp, email: string, lastname = "Citizen") =>
  call(target, {
    method: "POST",
    url: "/api/v1/user/register",
    payload: signUpBody({ email, lastname }),
  });
const signUp = (email: string, lastname?: string) => registration(app, email, lastname);
const login = (username: string) =>
  call(app, {
    method: "POST",
    url: "/api/v1/auth/login",
    payload: { username, password: PASSWORD, version: 2 },
  });
const check = async (email: string) =>
  (await call(app, { method: "POST", url: "/api/v1/user/check-credentials", payload: { email } })).body.data;
const mailTo = (email: string) =>
  app.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(asc(outbox.id));

/** Signs up and follows the emailed activation link; returns the player's open review id. */
async function signUpAndActivate(email: string): Promise<number> {
  const res = await signUp(email);
  expect(res.status).toBe(200);
  expect(res.body.data.verification_status).toBe("review");
  const [activation] = await mailTo(email);
  const token = new URL(activation?.link ?? "http://x").searchParams.get("token");
  const activated = await call(app, { method: "POST", url: "/api/v1/user/activate", payload: { token } });
  expect(activated.status).toBe(200);
  const list = await callOperator(app, "GET", "/kyc");
  const review = list.body.reviews.find((r: { email: string }) => r.email === email);
  expect(review).toMatchObject({
    firstname: "Jo",
    lastname: "Citizen",
    date_of_birth: "1990-05-17",
    address: { postcode: "6000" },
    email_confirmed: true,
  });
  return review.id;
}

describe("identity review in production (no vendor)", () => {
  it("keeps a new player PENDING_KYC until approved, emails them, then lets them deposit", async () => {
    const email = "approved@example.test";
    const id = await signUpAndActivate(email);
    const pending = await login(email);
    expect(pending.status).toBe(403);
    expect(pending.body).toMatchObject({
      code: "PLAYER_STATUS_PENDING_KYC",
      message: LOGIN_TEXT.identityInReview,
    });
    // The credential check sends the login view to the "we are checking" state, not back to sign-up.
    expect(await check(email)).toMatchObject({ can_resume_registration: false, is_identity_in_review: true });
    // A sign-up over the waiting account is refused: nobody rewrites details under review.
    expect((await signUp(email, "Other")).status).toBe(409);

    const approved = await callOperator(app, "POST", "/kyc/approve", { id: String(id) });
    expect(approved.body).toMatchObject({ id, decision: "approved", reason: null, already: false });
    const again = await callOperator(app, "POST", "/kyc/approve", { id });
    expect(again.body).toMatchObject({ id, decision: "approved", already: true });
    const mails = await mailTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Activate your Play Online account",
      "Your Play Online account is ready",
    ]);
    expect(mails[1]?.body).toContain("You can now log in, deposit and play.");
    expect(mails[1]?.nextAttemptAt).not.toBeNull(); // due: the next retry round sends it

    const auth = await loginAs(app, email, PASSWORD);
    // Production serves no sandbox card tokens; the sandbox PayPal standing in takes a test nonce.
    const deposit = await call(app, {
      method: "POST",
      url: "/api/v1/user/deposits/paypal",
      headers: { authorization: auth, "idempotency-key": "kyc-approved" },
      payload: { amount: 2_000, nonce: "fake-paypal-one-time-nonce" },
    });
    expect(deposit.status).toBe(200);
    expect((await callOperator(app, "POST", "/kyc/reject", { id, reason: "Too late" })).body.message).toBe(
      `Identity review ${id} was already approved.`,
    );
  });

  it("rejects with a reason the player is emailed; the player may submit again for a new review", async () => {
    const email = "rejected@example.test";
    const id = await signUpAndActivate(email);
    const noReason = await callOperator(app, "POST", "/kyc/reject", { id, reason: "  " });
    expect([noReason.status, noReason.body.message]).toEqual([
      400,
      "reason is required to reject an identity review.",
    ]);
    const rejected = await callOperator(app, "POST", "/kyc/reject", {
      id,
      reason: "Date of birth does not match the document",
    });
    expect(rejected.body).toMatchObject({
      decision: "rejected",
      reason: "Date of birth does not match the document",
    });
    const [, mail] = await mailTo(email);
    expect(mail?.subject).toBe("We could not confirm your identity");
    expect(mail?.body).toContain("Reason: Date of birth does not match the document");
    const login1 = await login(email);
    expect([login1.status, login1.body.code, login1.body.message]).toEqual([
      403,
      "PLAYER_STATUS_PENDING_KYC",
      LOGIN_TEXT.pendingKyc,
    ]);
    expect(await check(email)).toMatchObject({ can_resume_registration: true, is_identity_in_review: false });
    // Submitting again opens a new review; the rejected one keeps the details it was decided on.
    const resumed = await signUp(email, "Citizen-Smith");
    expect(resumed.body.data.verification_status).toBe("review");
    const rows = await app.db
      .select({ lastname: identityReviews.lastname, decision: identityReviews.decision })
      .from(identityReviews)
      .innerJoin(players, eq(players.id, identityReviews.playerId))
      .where(eq(players.email, email))
      .orderBy(asc(identityReviews.id));
    expect(rows).toEqual([
      { lastname: "Citizen", decision: "rejected" },
      { lastname: "Citizen-Smith", decision: null },
    ]);
  });

  it("refuses every money call of a pending player, even with a signed session token", async () => {
    const email = "pending-money@example.test";
    await signUpAndActivate(email);
    const [player] = await app.db.select().from(players).where(eq(players.email, email));
    expect(player?.status).toBe("PENDING_KYC");
    const authorization = `JWT ${await issueToken(app.jwtSecret, player?.id ?? "", app.testClock.now())}`;
    const deposit = await call(app, {
      method: "POST",
      url: "/api/v1/user/deposits/card",
      headers: { authorization, "idempotency-key": "kyc-pending" },
      payload: { amount: 2_000, card_token: "tok_any" },
    });
    const draw = await nextDrawNumber(app, 5127);
    const purchase = await buy(
      app,
      authorization,
      [{ coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: draw }],
      "kyc-buy",
    );
    const withdrawal = await call(app, {
      method: "POST",
      url: "/api/v1/user/withdrawals",
      headers: { authorization, "idempotency-key": "kyc-withdraw" },
      payload: { amount: 1_000 },
    });
    expect([deposit.status, purchase.status, withdrawal.status]).toEqual([401, 401, 401]);
  });

  it("checks the operator's input: a review id, and a short reason", async () => {
    const bad = await callOperator(app, "POST", "/kyc/approve", { id: "abc" });
    expect([bad.status, bad.body.message]).toEqual([400, "id must be a review id."]);
    const missing = await callOperator(app, "POST", "/kyc/approve", { id: 999_999 });
    expect(missing.body.message).toBe("No identity review 999999.");
    const long = await callOperator(app, "POST", "/kyc/reject", { id: 1, reason: "x".repeat(201) });
    expect(long.body.message).toBe("reason must be at most 200 characters.");
    const stranger = await callOperator(app, "GET", "/kyc", undefined, "not-the-token");
    expect(stranger.status).toBe(401);
  });
});

describe("identity review decisions", () => {
  it("approved before activation: the activation link makes the account ACTIVE", async () => {
    const email = "early@example.test";
    await signUp(email);
    const { reviews } = (await callOperator(app, "GET", "/kyc")).body;
    const review = reviews.find((r: { email: string }) => r.email === email);
    expect(review.email_confirmed).toBe(false);
    await callOperator(app, "POST", "/kyc/approve", { id: review.id });
    const [activation, approval] = await mailTo(email);
    expect(approval?.body).toContain("Activate your account with the link in our first email");
    const token = new URL(activation?.link ?? "http://x").searchParams.get("token");
    await call(app, { method: "POST", url: "/api/v1/user/activate", payload: { token } });
    expect((await login(email)).status).toBe(200);
  });

  it("racing on two servers, an approval and a rejection of one review: one wins, one email", async () => {
    const email = "raced@example.test";
    const id = await signUpAndActivate(email);
    const twin = await build({ env: PRODUCTION, adapters, twinOf: app });
    try {
      const answers = await Promise.all([
        callOperator(app, "POST", "/kyc/approve", { id }),
        callOperator(twin, "POST", "/kyc/reject", { id, reason: "Document expired" }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const [row] = await app.db.select().from(identityReviews).where(eq(identityReviews.id, id));
      const [player] = await app.db.select().from(players).where(eq(players.email, email));
      expect(player?.status).toBe(row?.decision === "approved" ? "ACTIVE" : "PENDING_KYC");
      expect(await mailTo(email)).toHaveLength(2); // activation, then the one decision
    } finally {
      await twin.close();
    }
  });

  it("kyc commands parse from the command line", () => {
    expect(parseCli(["kyc:reject", "--id", "7", "--reason", "Blurry photo"])).toEqual({
      command: "kyc:reject",
      flags: { id: "7", reason: "Blurry photo" },
    });
    expect(parseCli(["kyc:list"]).command).toBe("kyc:list");
    expect(() => parseCli(["kyc:approve"])).toThrow(/usage/);
    expect(() => parseCli(["kyc:reject", "--id", "7"])).toThrow(/usage/);
  });
});

describe("IDENTITY_VERIFIER", () => {
  // Production with IDENTITY_VERIFIER=sandbox refuses to start: test/security/production-refusals.test.ts.
  it("outside production the sandbox stays automatic; none hands sign-ups to the operator there too", async () => {
    const demo = await build();
    const manual = await build({ env: { IDENTITY_VERIFIER: "none" } });
    try {
      const email = "sandbox@example.test";
      expect((await registration(demo, email)).body.data.verification_status).toBe("passed");
      expect((await registration(manual, email)).body.data.verification_status).toBe("review");
    } finally {
      await manual.close();
      await demo.close();
    }
  });
});
