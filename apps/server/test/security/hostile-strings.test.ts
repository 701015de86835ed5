import * as api from "@lotto/api";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATOR_TOKEN_HEADER } from "../../src/operator/operator-token";
import { call, demoPlayerApp, operatorToken as serverTokenOf } from "../helper";
import { FOUR_BOARDS, nextDrawNumber, saturday } from "../play/play-fixtures";

// NUL and lone UTF-16 surrogates reached the database and answered 500 (login username, check-credentials
// email, feedback comment, coupon group_name, favourites). Each string field of a valid request is
// replaced by each hostile text: the contract edge refuses it with 400 and the usual error body.
let operatorToken: string;
let drawNum: number;
const player = demoPlayerApp();
beforeAll(async () => {
  operatorToken = serverTokenOf(player.app);
  drawNum = await nextDrawNumber(player.app, 5127);
});

const HOSTILE = ["\u0000", "a\u0000b", "\ud800", "x\udc00y", "end\ud83d", "\udc00\ud800"];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
interface Sample {
  endpoint: api.EndpointDef;
  path?: string;
  body: Json;
  headers?: Record<string, string>;
}

const coupon = () => saturday(FOUR_BOARDS) as unknown as Json;
const address = { street: "1 Hay Street", suburb: "Perth", postcode: "6000", state: "WA" };
const samples = (): Sample[] => [
  { endpoint: api.loginEndpoint, body: { username: "nobody@example.test", password: "wrong", version: 2 } },
  { endpoint: api.checkCredentialsEndpoint, body: { email: "nobody@example.test" } },
  {
    endpoint: api.registerEndpoint,
    body: {
      email: "hostile@example.test",
      password: "Hostile-Strings-1",
      firstname: "Host",
      lastname: "Ile",
      date_of_birth: "1980-01-01",
      mobile: "0400000000",
      address,
      security_question_id: 1,
      security_answer: "Perth",
      terms_and_conditions_accepted: true,
      privacy_policy_accepted: true,
    },
  },
  { endpoint: api.resendActivationEmailEndpoint, body: { email: "nobody@example.test" } },
  {
    endpoint: api.upgradePrsEndpoint,
    body: {
      email: "nobody@example.test",
      card_number: "600012345678",
      date_of_birth: "1980-01-01",
      password: "Hostile-Strings-1",
      security_question_id: 1,
      security_answer: "Perth",
      terms_and_conditions_accepted: true,
      privacy_policy_accepted: true,
    },
  },
  { endpoint: api.activateAccountEndpoint, body: { token: "not-a-token" } },
  {
    endpoint: api.getSecurityQuestionEndpoint,
    body: { email_address: "nobody@example.test", date_of_birth: "1980-01-01" },
  },
  {
    endpoint: api.resetPasswordEndpoint,
    body: { email_address: "nobody@example.test", security_answer: "x" },
  },
  {
    endpoint: api.confirmPasswordResetEndpoint,
    body: { reset_token: "nope", password: "Hostile-Strings-1" },
  },
  {
    endpoint: api.changePasswordEndpoint,
    body: { current_password: "wrong", new_password: "Hostile-Strings-1" },
  },
  {
    endpoint: api.changeSecurityQuestionEndpoint,
    body: { password: "wrong", security_question_id: 1, security_answer: "Perth" },
  },
  { endpoint: api.closeAccountEndpoint, body: { password: "wrong", reason: "testing" } },
  {
    endpoint: api.requestCallbackEndpoint,
    body: { phone: "0400000000", preferred_time: "morning", reason: "x" },
  },
  {
    endpoint: api.updateDetailsEndpoint,
    body: { firstname: "Demo", lastname: "Player", mobile: "0400000000", address },
  },
  { endpoint: api.sendFeedbackEndpoint, body: { rating: 5, comment: "Great", kind: "general" } },
  { endpoint: api.createFavouriteEndpoint, body: { name: "Mine", coupon: coupon() } },
  {
    endpoint: api.updateFavouriteEndpoint,
    path: "/user/favourites/1",
    body: { name: "Mine", coupon: coupon() },
  },
  {
    endpoint: api.submitPurchaseEndpoint,
    body: { tickets: [{ id: "t1", draw_num: drawNum, cost: 340, coupon: coupon() }] },
  },
  { endpoint: api.depositByCardEndpoint, body: { amount: 1_000, card_id: "no-such-card" } },
  { endpoint: api.depositByCardEndpoint, body: { amount: 1_000, card_token: "tok_used-or-unknown" } },
  { endpoint: api.addCardEndpoint, body: { card_token: "tok_used-or-unknown", default: true } },
  { endpoint: api.depositByPaypalEndpoint, body: { amount: 1_000, nonce: "fake-processor-declined-nonce" } },
  {
    endpoint: api.bankCreditEndpoint,
    body: { channel: "bpay", reference: "0000000000", amount: 1_000, transaction_id: "tx-1" },
    headers: { [OPERATOR_TOKEN_HEADER]: operatorToken },
  },
];

/** Every way to replace one string leaf of `value` with `text`, with the leaf's key. */
function withEachString(value: Json, text: string, key = ""): [string, Json][] {
  if (typeof value === "string") return [[key, text]];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) =>
      withEachString(item, text, key).map(([k, v]): [string, Json] => [
        k,
        value.map((x, j) => (j === i ? v : x)),
      ]),
    );
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([field, inner]) =>
      withEachString(inner, text, field).map(([k, v]): [string, Json] => [k, { ...value, [field]: v }]),
    );
  }
  return [];
}

/** Fields that are one of a few words: any other text, hostile or not, is refused by the list itself. */
const PICKLISTS = new Set(["state", "preferred_time", "kind", "channel"]);

/** The bank adapter's endpoint is the operator listener's; every other sample is the players'. */
const send = (sample: Sample, body: Json, withAuth = sample.endpoint.auth) =>
  call(sample.endpoint === api.bankCreditEndpoint ? player.app.operatorApp : player.app, {
    method: sample.endpoint.method,
    url: `/api/v1${sample.path ?? sample.endpoint.path}`,
    headers: { ...(withAuth ? { authorization: player.auth } : {}), ...sample.headers },
    payload: body as object,
  });

describe("hostile strings in every string field (docs/security.md Hostile input)", () => {
  it("each sample is valid as sent, so a refusal below is the hostile text's alone", async () => {
    for (const sample of samples()) {
      const res = await send(sample, sample.body);
      expect(res.status, `${sample.endpoint.path} ${JSON.stringify(res.body)}`).toBeLessThan(500);
      expect(res.body.code, sample.endpoint.path).not.toBe("VALIDATION_ERROR");
    }
  });

  it.each(HOSTILE.map((text) => [JSON.stringify(text), text]))(
    "%s in any string field is a 400 with { code, message }",
    async (_name, text) => {
      let sent = 0;
      for (const sample of samples()) {
        for (const [field, body] of withEachString(sample.body, text)) {
          const res = await send(sample, body);
          expect(res.status, `${sample.endpoint.path} ${JSON.stringify(body)}`).toBe(400);
          expect(res.body.code).toBe("VALIDATION_ERROR");
          if (!PICKLISTS.has(field)) expect(res.body.message).toContain(api.UNSTORABLE_TEXT_MESSAGE);
          sent++;
        }
      }
      expect(sent).toBeGreaterThanOrEqual(60);
    },
  );

  it("in a path parameter and a query string too", async () => {
    for (const url of ["/api/v1/user/cards/%00", "/api/v1/user/cards/a%00/default"]) {
      const method = url.endsWith("default") ? "POST" : "DELETE";
      const res = await call(player.app, { method, url, headers: { authorization: player.auth } });
      expect(res.status, url).toBe(400);
      expect(res.body.message).toContain(api.UNSTORABLE_TEXT_MESSAGE);
    }
    const query = await call(player.app, {
      method: "GET",
      url: "/api/v1/feedback/coefficient?version=2%00",
      headers: { authorization: player.auth },
    });
    expect(query.status).toBe(400);
  });
});
