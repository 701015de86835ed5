import { expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../../src/accounts/demo";
import { call, demoPlayerApp } from "../helper";

const player = demoPlayerApp();

const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = { authorization: player.auth },
) => call(player.app, { method: "POST", url: `/api/v1${url}`, payload, headers });

it("changes the security question only with the password, and the reset flow then asks the new one", async () => {
  const change = { security_question_id: 3, security_answer: "Bunbury" };
  expect(await post("/user/security-question", { ...change, password: "nope" })).toMatchObject({
    status: 422,
    body: { code: "INVALID_PASSWORD" },
  });
  expect(
    (await post("/user/security-question", { ...change, security_question_id: 99, password: DEMO_PASSWORD }))
      .status,
  ).toBe(400);
  expect((await post("/user/security-question", { ...change, password: DEMO_PASSWORD }, {})).status).toBe(
    401,
  );
  expect((await post("/user/security-question", { ...change, password: DEMO_PASSWORD })).status).toBe(200);
  const question = await post(
    "/user/get-security-question",
    { email_address: DEMO_EMAIL, date_of_birth: "1980-01-01" },
    {},
  );
  expect(question.body.data).toEqual({ security_question: "In which city were you born?" });
  const wrong = await post("/user/reset-password", { email_address: DEMO_EMAIL, security_answer: "Rex" }, {});
  expect(wrong.status).toBe(422);
  const right = await post(
    "/user/reset-password",
    { email_address: DEMO_EMAIL, security_answer: "bunbury" },
    {},
  );
  expect(right.status).toBe(200);
});
