import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REDACTED, scrubError, scrubText, scrubValue } from "../../src/log-scrub";
import { isLuhnValid } from "../../src/payments/luhn";

/** Luhn-valid card numbers of 13 to 19 digits: a random body and the check digit that fits. */
const cardNumber = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 18 })
  .map((digits) => {
    const body = digits.join("");
    const check = [..."0123456789"].find((d) => isLuhnValid(body + d));
    return body + check;
  });
const jwt = fc
  .tuple(fc.base64String({ minLength: 4, maxLength: 40 }), fc.base64String({ minLength: 4, maxLength: 40 }))
  .map(([a, b]) => `eyJ${a.replace(/[+/=]/g, "x")}.eyJ${b.replace(/[+/=]/g, "y")}.sig-${a.length}`);
/** Words around the secret that cannot themselves form a digit run. */
const filler = fc.string({ maxLength: 30 }).map((s) => ` ${s.replace(/\d/g, "")} `);

describe("log scrubbing (R-SERVER: no secrets or card numbers in logs)", () => {
  it("property: a card number or JWT anywhere in a string never survives", () => {
    fc.assert(
      fc.property(filler, fc.oneof(cardNumber, jwt), filler, (before, secret, after) => {
        const out = scrubText(`${before}${secret}${after}`);
        expect(out).not.toContain(secret);
        expect(out).toContain(REDACTED);
      }),
    );
  });

  it("masks grouped card numbers and token parameters, keeps ordinary numbers", () => {
    expect(scrubText("card 4111 1111 1111 1111 ok")).toBe(`card ${REDACTED} ok`);
    expect(scrubText("card 4111-1111-1111-1111")).toBe(`card ${REDACTED}`);
    expect(scrubText("/activate?token=abc.def&x=1")).toBe(`/activate?token=${REDACTED}&x=1`);
    expect(scrubText("/reset-password?reset_token=zzz")).toBe(`/reset-password?reset_token=${REDACTED}`);
    expect(scrubText("/api/v1/notifications/stream?ticket=Ab-9_x")).toBe(
      `/api/v1/notifications/stream?ticket=${REDACTED}`,
    );
    expect(scrubText("draw 5127 amount 1000 id 4111111111111112")).toBe(
      "draw 5127 amount 1000 id 4111111111111112",
    );
  });

  it("property: a secret-named key at any depth is replaced", () => {
    const key = fc.constantFrom("password", "new_password", "reset_token", "security_answer", "cvv", "card");
    fc.assert(
      fc.property(key, fc.string(), fc.nat(6), (name, secret, depth) => {
        let value: unknown = { [name]: secret, keep: "visible" };
        for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { inner: value };
        const text = JSON.stringify(scrubValue(value));
        expect(text).toContain(`"${name}":"${REDACTED}"`);
        expect(text).toContain('"keep":"visible"');
      }),
    );
  });

  it("serializes errors with their cause chain and own fields, scrubbed", () => {
    const cause = Object.assign(new Error("insert failed"), { params: ["4111111111111111", "x"] });
    const error = Object.assign(new Error("Failed query", { cause }), { code: "23505", token: "t0ps3cret" });
    const out = scrubError(error);
    expect(out).toMatchObject({ type: "Error", message: "Failed query", code: "23505", token: REDACTED });
    expect(out.cause).toMatchObject({ message: "insert failed", params: [REDACTED, "x"] });
    let deep: unknown = "end";
    for (let i = 0; i < 20; i++) deep = { inner: deep };
    expect(JSON.stringify(scrubValue(deep))).toContain("[too deep]");
  });
});
