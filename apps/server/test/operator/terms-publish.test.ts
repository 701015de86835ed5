import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { parseCli } from "../../src/cli-args";
import { players } from "../../src/db/schema/accounts";
import { SHIPPED_DOCUMENTS } from "../../src/legal/shipped-documents";
import { build, call, callOperator, loginAs, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await build();
}, 120_000);
afterAll(async () => app?.close());

const publish = (payload: object) => callOperator(app, "POST", "/terms/publish", payload);
const document = async (kind: string) => call(app, { method: "GET", url: `/api/v1/legal/${kind}` });
const details = async (auth: string) =>
  (await call(app, { method: "GET", url: "/api/v1/user/details", headers: { authorization: auth } })).body
    .data;
const versions = async () => (await app.db.select().from(players).where(eq(players.id, DEMO_PLAYER_ID)))[0]!;

describe("versioned terms and privacy policy", () => {
  it("serves the shipped version 1 of each document to everyone", async () => {
    const terms = await document("terms");
    expect(terms.status).toBe(200);
    expect(terms.body.data).toEqual({
      kind: "terms",
      version: 1,
      title: "Terms and conditions",
      body: SHIPPED_DOCUMENTS.terms,
      published_at: null,
    });
    expect((await document("privacy")).body.data.title).toBe("Privacy policy");
    expect((await document("cookies")).status).toBe(400);
    expect(await versions()).toMatchObject({ termsVersion: 1, privacyVersion: 1 });
  });

  it("publishing a version asks players to accept again, and accepting records that version", async () => {
    const auth = await loginAs(app);
    const published = await publish({ kind: "terms", body: "New terms.\n\nSecond paragraph." });
    expect(published.body).toMatchObject({ kind: "terms", version: 2 });
    expect(published.body.players_to_accept_again).toBeGreaterThanOrEqual(1);
    expect((await document("terms")).body.data).toMatchObject({
      version: 2,
      body: "New terms.\n\nSecond paragraph.",
    });
    expect(await details(auth)).toMatchObject({
      terms_and_conditions_accepted: false,
      privacy_policy_accepted: true,
    });

    await call(app, {
      method: "POST",
      url: "/api/v1/user/update-flag",
      headers: { authorization: auth },
      payload: { terms_and_conditions_accepted: true, privacy_policy_accepted: true },
    });
    expect(await details(auth)).toMatchObject({ terms_and_conditions_accepted: true });
    expect(await versions()).toMatchObject({ termsVersion: 2, privacyVersion: 1 });

    // The same text again is still a new version to accept.
    expect((await publish({ kind: "privacy" })).body).toMatchObject({ version: 2 });
    expect((await document("privacy")).body.data.body).toBe(SHIPPED_DOCUMENTS.privacy);
    expect(await details(auth)).toMatchObject({ privacy_policy_accepted: false });
  });

  it("refuses a bad kind or body", async () => {
    expect((await publish({ kind: "cookies" })).status).toBe(400);
    expect((await publish({ kind: "terms", body: "  " })).status).toBe(400);
    expect((await publish({ kind: "terms", body: 5 })).status).toBe(400);
  });

  it("parses terms:publish --kind and --file", () => {
    expect(parseCli(["terms:publish", "--kind", "terms", "--file", "t.txt"])).toEqual({
      command: "terms:publish",
      flags: { kind: "terms", file: "t.txt" },
    });
    expect(() => parseCli(["terms:publish"])).toThrow(/usage/);
  });
});
