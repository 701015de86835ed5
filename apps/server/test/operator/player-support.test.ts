import * as api from "@lotto/api";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { outbox, players } from "../../src/db/schema/accounts";
import { PLAYER_SUPPORT_TEXT } from "../../src/operator/player-actions";
import { build, call, callOperator, loginAs, type TestApp } from "../helper";
import { addPlayer, OTHER_PASSWORD } from "../second-player";
import { act, actorOf } from "./operator-actors";

// Customer services (docs/decisions.md "Player support") on PGlite, or PostgreSQL under test:pg.
let app: TestApp;
beforeAll(async () => {
  app = await build();
  await addPlayer(app, "zoe-walker");
  await addPlayer(app, "under_score");
  await app.db
    .update(players)
    .set({ firstname: "Zoë", lastname: "Walker" })
    .where(eq(players.id, "zoe-walker"));
}, 120_000);
afterAll(async () => app?.close());

const support = actorOf("support");
const search = async (q: string, more: object = {}) =>
  act(app, support, api.operatorSearchPlayersEndpoint, { query: { q, ...more } });
const ids = async (q: string) => (await search(q)).players.map((p: { id: string }) => p.id);
const detail = (player: string) => act(app, support, api.operatorPlayerDetailEndpoint, { query: { player } });
const withReason = (endpoint: api.EndpointDef, player: string, reason = "Player asked on the phone") =>
  act(app, support, endpoint, { body: { player, reason } });
const login = (email: string) =>
  call(app, {
    method: "POST",
    url: "/api/v1/auth/login",
    payload: { username: email, password: OTHER_PASSWORD, version: 2 },
  });

describe("finding a player", () => {
  it("finds by id, part of the email or the full name, whatever the case", async () => {
    expect(await ids("zoe-walker")).toEqual(["zoe-walker"]);
    expect(await ids("UNDER_SCORE@EXAMPLE")).toEqual(["under_score"]);
    expect(await ids("zoë walk")).toEqual(["zoe-walker"]);
    expect(await ids("example.test")).toEqual(["under_score", "zoe-walker"]);
  });

  it("matches the text literally: LIKE wildcards are not wildcards", async () => {
    // Unescaped, `o_p` would match demo@playonline (o@p) and `%` everyone.
    expect(await ids("o_p")).toEqual([]);
    expect(await ids("%%")).toEqual([]);
    expect(await ids("r_s")).toEqual(["under_score"]);
    expect(await ids("\\'")).toEqual([]);
  });

  it("pages with a bound, and refuses a search too short or too wide", async () => {
    const first = await search("example.test", { limit: "1" });
    expect(first).toMatchObject({ players: [{ id: "under_score" }], next_offset: 1 });
    expect(await search("example.test", { limit: "1", offset: "1" })).toMatchObject({
      players: [{ id: "zoe-walker", email: "zoe-walker@example.test", status: "ACTIVE" }],
      next_offset: null,
    });
    await expect(search("a")).rejects.toThrow("Search must be at least 2 characters.");
    await expect(search("ab", { limit: "51" })).rejects.toThrow("Limit must be at most 50.");
    await expect(search("ab", { offset: "1001" })).rejects.toThrow("Offset must be at most 1000.");
  });

  it("shows a player's account, limits, wallet, recent transactions, tickets and notes", async () => {
    await act(app, support, api.operatorAddPlayerNoteEndpoint, {
      body: { player: "zoe-walker", body: "Asked about limits" },
    });
    const file = await detail("zoe-walker");
    expect(file).toMatchObject({
      account: { id: "zoe-walker", email: "zoe-walker@example.test", firstname: "Zoë", status: "ACTIVE" },
      self_excluded_until: null,
      limits: { weekly_spend: null, deposit: null },
      wallet: { balance: 20_000, winnings: 0, deposited: 20_000 },
      transactions: [{ kind: "deposit", amount: 20_000, balance_after: 20_000 }],
      tickets: [],
      notes: [{ author: support.email, body: "Asked about limits" }],
    });
    await expect(detail("nobody")).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("helping a player", () => {
  it("locks an account (sessions end, no login) and unlocks it, each with a note", async () => {
    const auth = await loginAs(app, "zoe-walker@example.test", OTHER_PASSWORD);
    const me = () =>
      call(app, { method: "GET", url: "/api/v1/user/details", headers: { authorization: auth } });
    expect((await me()).status).toBe(200);
    expect(await withReason(api.operatorLockPlayerEndpoint, "zoe-walker", "Card fraud suspected")).toEqual({
      player: "zoe-walker",
      status: "LOCKED",
    });
    expect((await me()).status).toBe(401);
    expect((await login("zoe-walker@example.test")).status).toBe(401);
    await expect(withReason(api.operatorLockPlayerEndpoint, "zoe-walker")).rejects.toMatchObject({
      statusCode: 409,
      message: PLAYER_SUPPORT_TEXT.notActive,
    });
    await withReason(api.operatorUnlockPlayerEndpoint, "zoe-walker", "Cleared by the bank");
    expect((await login("zoe-walker@example.test")).status).toBe(200);
    await expect(withReason(api.operatorUnlockPlayerEndpoint, "zoe-walker")).rejects.toMatchObject({
      message: PLAYER_SUPPORT_TEXT.notLocked,
    });
    expect((await detail("zoe-walker")).notes.map((n: { body: string }) => n.body).slice(0, 2)).toEqual([
      "Unlocked: Cleared by the bank",
      "Locked: Card fraud suspected",
    ]);
  });

  it("resends the activation email only to an account waiting for activation", async () => {
    await expect(
      act(app, support, api.operatorResendActivationEndpoint, { body: { player: DEMO_PLAYER_ID } }),
    ).rejects.toMatchObject({ statusCode: 409, message: PLAYER_SUPPORT_TEXT.notPendingActivation });
    await addPlayer(app, "new-signup");
    await app.db.update(players).set({ status: "PENDING_ACTIVATION" }).where(eq(players.id, "new-signup"));
    expect(
      await act(app, support, api.operatorResendActivationEndpoint, { body: { player: "new-signup" } }),
    ).toEqual({
      player: "new-signup",
      sent_to: "new-signup@example.test",
    });
    const [mail] = await app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({
      recipient: "new-signup@example.test",
      subject: "Activate your Play Online account",
    });
    expect(mail?.sentAt).not.toBeNull();
    const token = new URL(mail?.link ?? "").searchParams.get("token");
    expect(
      (await call(app, { method: "POST", url: "/api/v1/user/activate", payload: { token } })).status,
    ).toBe(200);
  });

  it("closes an account at the player's request as the player's own closure does, once", async () => {
    const email = await addPlayer(app, "leaving");
    const closed = await withReason(api.operatorClosePlayerEndpoint, "leaving", "Moving overseas");
    expect(closed).toMatchObject({ player: "leaving", status: "CLOSED" });
    expect((await login(email)).status).toBe(401);
    const file = await detail("leaving");
    expect(file.account.status).toBe("CLOSED");
    expect(file.notes[0].body).toBe("Closed at the player's request: Moving overseas");
    await expect(withReason(api.operatorClosePlayerEndpoint, "leaving")).rejects.toMatchObject({
      message: PLAYER_SUPPORT_TEXT.closed,
    });
  });

  it("refuses a blank note or reason, and an unknown player", async () => {
    await expect(
      act(app, support, api.operatorAddPlayerNoteEndpoint, { body: { player: "zoe-walker", body: "   " } }),
    ).rejects.toThrow("Note is required.");
    await expect(withReason(api.operatorLockPlayerEndpoint, "zoe-walker", "")).rejects.toThrow(
      "Reason is required.",
    );
    await expect(
      act(app, support, api.operatorAddPlayerNoteEndpoint, { body: { player: "nobody", body: "x" } }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("the player-support endpoints over HTTP", () => {
  it("answer on the operator listener only, validated by the contract", async () => {
    const found = await callOperator(app, "GET", "/players?q=zoe-walker");
    expect(found.status).toBe(200);
    expect(found.body.players.map((p: { id: string }) => p.id)).toEqual(["zoe-walker"]);
    expect((await callOperator(app, "GET", "/players?q=z")).status).toBe(400);
    expect((await callOperator(app, "GET", "/players?q=zoe", undefined, "wrong-token")).status).toBe(401);
    expect((await call(app, { method: "GET", url: "/api/v1/operator/players?q=zoe" })).status).toBe(404);
    const held = await callOperator(app, "POST", "/players/adjust", {
      player: "zoe-walker",
      direction: "credit",
      amount: 100,
      reason: "Goodwill",
    });
    expect(held.body.pending_approval.summary).toBe("Credit $1.00, player zoe-walker: Goodwill");
  });
});
