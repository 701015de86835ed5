import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { BraintreeSettings } from "../../src/config/braintree-settings";
import { braintreeGateways } from "../../src/payments/braintree";
import { ChargeUnknownError } from "../../src/payments/charge-unknown";
import { BraintreeFake, FAKE_NONCES } from "./braintree-fake";

// The Braintree adapters with the real SDK against a local fake of the gateway's API (docs/payments.md).
const settings: BraintreeSettings = {
  environment: "sandbox",
  merchantId: "merchant",
  publicKey: "public",
  privateKey: "private",
  merchantAccountId: "playonline_AUD",
};
const fake = new BraintreeFake();
let gateways: ReturnType<typeof braintreeGateways>;
beforeAll(async () => {
  gateways = braintreeGateways(settings, { environment: await fake.start(), timeoutMs: 300 });
});
afterEach(() => {
  fake.hang = null;
  fake.down = false;
});
afterAll(() => fake.close());

let references = 0;
const reference = () => `deposit-${++references}`;

describe("cards: vaulting the browser's nonce and charging the vaulted token", () => {
  it("vaults a nonce into a reusable token with what may be shown; an unknown or refused card is null", async () => {
    const card = await gateways.cardGateway.redeem(FAKE_NONCES.card);
    expect(card).toEqual({
      token: expect.stringMatching(/^tok/),
      brand: "Visa",
      last4: "1111",
      expiry: "12/29",
    });
    expect(fake.cards.has(card!.token)).toBe(true);
    expect(await gateways.cardGateway.redeem("fake-unknown-nonce")).toBeNull();
    expect(await gateways.cardGateway.redeem(FAKE_NONCES.declinedCard)).toBeNull();
  });

  it("charges once per reference, submitted for settlement in the merchant account, by our deposit id", async () => {
    const card = await gateways.cardGateway.redeem(FAKE_NONCES.mastercard);
    const ref = reference();
    expect(await gateways.cardGateway.charge(card!.token, 2_550, ref)).toBe("approved");
    expect(await gateways.cardGateway.charge(card!.token, 2_550, ref)).toBe("approved");
    expect(fake.salesOf(ref)).toEqual([
      expect.objectContaining({
        amount: "25.50",
        status: "submitted_for_settlement",
        cardToken: card!.token,
      }),
    ]);
    expect(await gateways.cardGateway.chargeOutcome(ref)).toBe("approved");
    expect(await gateways.cardGateway.chargeOutcome("never-charged")).toBeNull();
  });

  it("a processor decline is declined, and stays the reference's outcome", async () => {
    const card = await gateways.cardGateway.redeem(FAKE_NONCES.card);
    const ref = reference();
    expect(await gateways.cardGateway.charge(card!.token, 2_000, ref)).toBe("declined");
    expect(await gateways.cardGateway.chargeOutcome(ref)).toBe("declined");
  });

  it("3-D Secure: a passed authentication goes with the sale; a failed one is voided and declined", async () => {
    const passed = await gateways.cardGateway.redeem(FAKE_NONCES.threeDSecurePassed);
    const ok = reference();
    expect(await gateways.cardGateway.charge(passed!.token, 1_000, ok)).toBe("approved");
    expect(fake.salesOf(ok)[0]?.threeDSecure).toMatchObject({ shifted: true });

    const failed = await gateways.cardGateway.redeem(FAKE_NONCES.threeDSecureFailed);
    const refused = reference();
    expect(await gateways.cardGateway.charge(failed!.token, 1_000, refused)).toBe("declined");
    expect(fake.salesOf(refused)).toEqual([expect.objectContaining({ status: "voided" })]);
    expect(await gateways.cardGateway.chargeOutcome(refused)).toBe("declined");
  });
});

describe("PayPal through Braintree", () => {
  it("hands out a client token and charges a PayPal nonce once per reference", async () => {
    expect(await gateways.paypal.clientToken("player")).toMatch(/^[A-Za-z0-9+/=]+$/);
    const ref = reference();
    expect(await gateways.paypal.charge(FAKE_NONCES.paypal, 1_200, ref)).toBe("approved");
    expect(await gateways.paypal.charge(FAKE_NONCES.paypal, 1_200, ref)).toBe("approved");
    expect(fake.salesOf(ref)).toHaveLength(1);
    expect(await gateways.paypal.charge("fake-unknown-nonce", 1_200, reference())).toBe("declined");
  });

  it("a client token Braintree cannot give is the payment service's 402, not a 5xx", async () => {
    fake.down = true;
    await expect(gateways.paypal.clientToken("player")).rejects.toMatchObject({ statusCode: 402 });
  });
});

describe("lost answers: a retry never charges twice", () => {
  it("a sale whose answer times out is looked up by its order id: approved, charged once", async () => {
    const card = await gateways.cardGateway.redeem(FAKE_NONCES.card);
    const ref = reference();
    fake.hang = /^\/transactions$/;
    expect(await gateways.cardGateway.charge(card!.token, 3_000, ref)).toBe("approved");
    fake.hang = null;
    expect(await gateways.cardGateway.charge(card!.token, 3_000, ref)).toBe("approved");
    expect(fake.salesOf(ref)).toHaveLength(1);
  });

  it("when the lookup fails too the outcome is unknown (the deposit stays pending)", async () => {
    const card = await gateways.cardGateway.redeem(FAKE_NONCES.card);
    const ref = reference();
    fake.hang = /^\/transactions$/;
    const charging = gateways.cardGateway.charge(card!.token, 3_000, ref);
    await expect.poll(() => fake.salesOf(ref).length).toBe(1);
    fake.hang = /^\/transactions/;
    await expect(charging).rejects.toBeInstanceOf(ChargeUnknownError);
    fake.hang = null;
    expect(await gateways.cardGateway.chargeOutcome(ref)).toBe("approved");
  });

  it("a gateway that is down before the sale: service unavailable, nothing charged", async () => {
    const card = await gateways.cardGateway.redeem(FAKE_NONCES.card);
    const ref = reference();
    fake.down = true;
    expect(await gateways.cardGateway.charge(card!.token, 3_000, ref)).toBe("service_unavailable");
    await expect(gateways.cardGateway.chargeOutcome(ref)).rejects.toThrow();
    fake.down = false;
    expect(fake.salesOf(ref)).toEqual([]);
  });
});

describe("refund(reference, amountCents)", () => {
  it("before settlement the whole charge is voided; a part cannot be refunded yet", async () => {
    const ref = reference();
    await gateways.paypal.charge(FAKE_NONCES.paypal, 5_000, ref);
    expect(await gateways.paypal.refund(ref, 1_000)).toBe("not_refundable");
    expect(await gateways.paypal.refund(ref, 5_000)).toBe("refunded");
    expect(fake.salesOf(ref)[0]?.status).toBe("voided");
    expect(await gateways.paypal.refund(ref, 5_000)).toBe("not_refundable");
  });

  it("after settlement parts are refunded up to the charge, never past it", async () => {
    const card = await gateways.cardGateway.redeem(FAKE_NONCES.card);
    const ref = reference();
    await gateways.cardGateway.charge(card!.token, 5_000, ref);
    fake.settleAll();
    expect(await gateways.cardGateway.refund(ref, 2_000)).toBe("refunded");
    expect(await gateways.cardGateway.refund(ref, 3_000)).toBe("refunded");
    expect(await gateways.cardGateway.refund(ref, 1)).toBe("not_refundable");
    expect(await gateways.cardGateway.refund(ref, 5_001)).toBe("not_refundable");
    const credits = fake.transactions.filter((t) => t.refundedTransactionId === fake.salesOf(ref)[0]?.id);
    expect(credits.map((t) => t.amount)).toEqual(["20.00", "30.00"]);
  });

  it("a reference never charged, or a bad amount, is not refundable; a gateway that is down is unavailable", async () => {
    expect(await gateways.cardGateway.refund("never-charged", 100)).toBe("not_refundable");
    expect(await gateways.cardGateway.refund("never-charged", -1)).toBe("not_refundable");
    fake.down = true;
    expect(await gateways.cardGateway.refund("anything", 100)).toBe("service_unavailable");
  });
});
