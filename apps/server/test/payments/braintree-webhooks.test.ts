import braintree from "braintree";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { braintreeNotifications } from "../../src/db/schema/payments";
import { BRAINTREE_WEBHOOKS_PATH } from "../../src/routes/braintree-webhook-routes";
import { build, callOperator, type TestApp } from "../helper";

// Braintree's webhooks: signed notifications (the SDK's own samples, made offline with our keys) are
// verified, disputes and settlements declined are kept once each, anything else is 403 or ignored.
const keys = { merchantId: "merchant", publicKey: "public", privateKey: "private" };
const env = {
  BRAINTREE_ENVIRONMENT: "sandbox",
  BRAINTREE_MERCHANT_ID: keys.merchantId,
  BRAINTREE_PUBLIC_KEY: keys.publicKey,
  BRAINTREE_PRIVATE_KEY: keys.privateKey,
  BRAINTREE_MERCHANT_ACCOUNT_ID: "playonline_AUD",
};
const ours = new braintree.BraintreeGateway({ environment: braintree.Environment.Sandbox, ...keys });
const theirs = new braintree.BraintreeGateway({
  environment: braintree.Environment.Sandbox,
  ...keys,
  privateKey: "someone-else",
});
let app: TestApp;
let sandbox: TestApp;
beforeAll(async () => {
  app = await build({ env });
  sandbox = await build();
});
afterAll(async () => {
  await sandbox?.close();
  await app?.close();
});

const sample = (gateway: braintree.BraintreeGateway, kind: string, id: string) =>
  gateway.webhookTesting.sampleNotification(kind as braintree.WebhookNotificationKind, id) as unknown as {
    bt_signature: string;
    bt_payload: string;
  };

const post = (target: TestApp, form: Record<string, string>, ip = "203.0.113.9") =>
  target.inject({
    method: "POST",
    url: BRAINTREE_WEBHOOKS_PATH,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: ip,
  });

const recorded = () => app.db.select().from(braintreeNotifications);

describe("Braintree webhooks", () => {
  it("keeps a dispute and a settlement declined, each once however often Braintree sends it", async () => {
    const dispute = sample(ours, "dispute_opened", "dispute_1");
    const declined = sample(ours, "transaction_settlement_declined", "txn_1");
    for (const form of [dispute, declined, dispute, declined]) {
      const res = await post(app, form);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    const rows = await recorded();
    expect(rows.map((r) => [r.kind, r.subjectId]).sort()).toEqual([
      ["dispute_opened", "dispute_1"],
      ["transaction_settlement_declined", "txn_1"],
    ]);
  });

  it("the operator's payments:alerts lists them, newest first", async () => {
    const alerts = await callOperator(app, "GET", "/payments/alerts");
    expect(alerts.status).toBe(200);
    expect(
      alerts.body.notifications
        .map((n: { kind: string; braintree_id: string }) => [n.kind, n.braintree_id])
        .sort(),
    ).toEqual([
      ["dispute_opened", "dispute_1"],
      ["transaction_settlement_declined", "txn_1"],
    ]);
    expect((await callOperator(app, "GET", "/payments/alerts", undefined, "wrong")).status).toBe(401);
  });

  it("answers 200 to a kind it does not keep, and keeps nothing", async () => {
    const before = (await recorded()).length;
    const res = await post(app, sample(ours, "check", "check_1"));
    expect(res.statusCode).toBe(200);
    expect((await recorded()).length).toBe(before);
  });

  it("refuses with 403 a signature from other keys, a tampered payload, missing fields and junk; never 5xx", async () => {
    const before = (await recorded()).length;
    const good = sample(ours, "dispute_lost", "dispute_2");
    const forms: Record<string, string>[] = [
      sample(theirs, "dispute_lost", "dispute_2"),
      { ...good, bt_payload: Buffer.from("<notification/>").toString("base64") },
      { bt_payload: good.bt_payload },
      {},
      { bt_signature: "x".repeat(5_000), bt_payload: "%%%<script>" },
    ];
    for (const form of forms) {
      const res = await post(app, form);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("WEBHOOK_SIGNATURE_INVALID");
    }
    const json = await app.inject({
      method: "POST",
      url: BRAINTREE_WEBHOOKS_PATH,
      payload: { bt_signature: 1 },
    });
    expect(json.statusCode).toBe(403);
    expect((await recorded()).length).toBe(before);
  });

  it("is rate limited per address", async () => {
    const bad = { bt_signature: "a", bt_payload: "b" };
    const ip = "198.51.100.7";
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await post(app, bad, ip)).statusCode;
    expect(last).toBe(429);
    expect((await post(app, bad, "198.51.100.8")).statusCode).toBe(403);
  });

  it("does not exist without Braintree", async () => {
    const res = await post(sandbox, sample(ours, "dispute_opened", "dispute_3"));
    expect(res.statusCode).toBe(404);
  });
});
