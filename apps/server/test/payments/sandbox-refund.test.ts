import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SandboxChargeRecord, sandboxCardCharges } from "../../src/payments/card-gateway";
import { sandboxPaypalCharges } from "../../src/payments/paypal";
import { build, call, cardToken, loginAs, type TestApp } from "../helper";

// Both gateways return deposited money to where it came from (an account's closure pays its deposits
// back this way); the sandboxes keep each charge's amount so a refund can never exceed it.
let app: TestApp;
let auth: string;
beforeAll(async () => {
  app = await build();
  auth = await loginAs(app);
});
afterAll(async () => app?.close());

async function deposit(method: "card" | "paypal", key: string, amount: number) {
  const payload =
    method === "card"
      ? { amount, card_token: await cardToken(app) }
      : { amount, nonce: "fake-paypal-one-time-nonce" };
  const res = await call(app, {
    method: "POST",
    url: `/api/v1/user/deposits/${method}`,
    headers: { authorization: auth, "idempotency-key": key },
    payload,
  });
  expect(res.status).toBe(200);
  return res.body.data.deposit_id as string;
}

describe("refund(reference, amountCents) on both gateways", () => {
  it("a card deposit is refunded in parts up to its amount, then refused", async () => {
    const id = await deposit("card", "refund-card", 2_500);
    const gateway = app.adapters.cardGateway;
    expect(await gateway.refund(id, 1_000)).toBe("refunded");
    expect(await gateway.refund(id, 1_500)).toBe("refunded");
    expect(await gateway.refund(id, 1)).toBe("not_refundable");
    expect(sandboxCardCharges.refunded(id)).toBe(2_500);
  });

  it("a PayPal deposit is refunded whole; more than it is refused", async () => {
    const id = await deposit("paypal", "refund-paypal", 1_200);
    expect(await app.adapters.paypal.refund(id, 1_201)).toBe("not_refundable");
    expect(await app.adapters.paypal.refund(id, 1_200)).toBe("refunded");
    expect(sandboxPaypalCharges.refunded(id)).toBe(1_200);
  });

  it("a reference never charged, a declined charge or another gateway's charge is not refundable", async () => {
    const id = await deposit("card", "refund-other-gateway", 1_000);
    expect(await app.adapters.paypal.refund(id, 1_000)).toBe("not_refundable");
    expect(await app.adapters.cardGateway.refund("never-charged", 1_000)).toBe("not_refundable");
    const declined = new SandboxChargeRecord();
    declined.charge("d", "declined", 1_000);
    expect(declined.refund("d", 1_000)).toBe("not_refundable");
  });

  it("property: refunds are accepted exactly while they fit; their sum never exceeds the charge", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.oneof(fc.integer({ min: -10, max: 1_000_000 }), fc.double()), { maxLength: 20 }),
        (charged, amounts) => {
          const record = new SandboxChargeRecord();
          record.charge("r", "approved", charged);
          let left = charged;
          for (const amount of amounts) {
            const fits = Number.isSafeInteger(amount) && amount > 0 && amount <= left;
            expect(record.refund("r", amount)).toBe(fits ? "refunded" : "not_refundable");
            if (fits) left -= amount;
          }
          expect(record.refunded("r")).toBe(charged - left);
        },
      ),
    );
  });
});
