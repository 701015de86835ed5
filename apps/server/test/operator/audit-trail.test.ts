import * as api from "@lotto/api";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { remoteConfigOverrides } from "../../src/db/schema/operations";
import { operatorAudit, playerNotes } from "../../src/db/schema/operator-audit";
import { AUDIT_REDACTED, appendAudit } from "../../src/operator/audit-trail";
import { build, type TestApp } from "../helper";
import { act, actorOf } from "./operator-actors";

// The audit trail (docs/decisions.md "Operator audit trail") on PGlite, or PostgreSQL under test:pg.
let app: TestApp;
beforeAll(async () => {
  app = await build();
}, 120_000);
afterAll(async () => app?.close());

const admin = actorOf("admin");
const rows = () => app.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id));
const latest = async () => (await rows())[0];
const setConfig = (key: string, value: string, who = admin) =>
  act(app, who, api.operatorSetConfigEndpoint, { body: { key, value } });

/** The database error under drizzle's wrapper (PGlite and node-postgres both keep it as `cause`). */
const refusal = async (write: () => Promise<unknown>) => {
  const error = await write().then(
    () => null,
    (e: unknown) => e as Error & { cause?: { message?: string; code?: string } },
  );
  return `${error?.message} ${error?.cause?.message}`;
};

describe("every operator action appends who, when, from where, what, before and after", () => {
  it("records a config change with its old and new value", async () => {
    await setConfig("promoSliderMaxSlides", "2");
    await setConfig("promoSliderMaxSlides", "3");
    expect(await latest()).toMatchObject({
      operatorId: admin.operatorId,
      operatorEmail: admin.email,
      operatorRole: "admin",
      ip: admin.ip,
      via: "console",
      action: "POST /operator/config/set",
      input: { body: { key: "promoSliderMaxSlides", value: "3" } },
      before: { key: "promoSliderMaxSlides", value: 2 },
      after: { key: "promoSliderMaxSlides", value: 3 },
      approvalId: null,
    });
    expect((await latest())?.at.toISOString()).toBe(
      app.testClock.now().toString({ smallestUnit: "millisecond" }),
    );
  });

  it("leaves no row for an action that failed, and keeps reads of queues out of the trail", async () => {
    const count = (await rows()).length;
    await expect(
      act(app, actorOf("finance"), api.operatorPayWithdrawalEndpoint, { body: { id: "nope" } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: "No withdrawal nope.",
    });
    await expect(setConfig("promoSliderMaxSlides", "{not json")).rejects.toMatchObject({ statusCode: 400 });
    await act(app, actorOf("finance"), api.operatorListWithdrawalsEndpoint);
    expect(await rows()).toHaveLength(count);
  });

  it("rolls the action back when its audit row cannot be written", async () => {
    const broken = { ...admin, via: "telnet" as "cli" }; // refused by the trail's CHECK
    await expect(setConfig("promoSliderMaxSlides", "5", broken)).rejects.toThrow();
    const [override] = await app.db
      .select()
      .from(remoteConfigOverrides)
      .where(eq(remoteConfigOverrides.key, "promoSliderMaxSlides"));
    expect(override?.value).toBe(3);
  });

  it("records reads that show players' personal data: a search and a player's file", async () => {
    await act(app, actorOf("support"), api.operatorSearchPlayersEndpoint, { query: { q: "demo" } });
    expect(await latest()).toMatchObject({
      action: "GET /operator/players",
      input: { query: { q: "demo" } },
    });
    await act(app, actorOf("support"), api.operatorPlayerDetailEndpoint, {
      query: { player: DEMO_PLAYER_ID },
    });
    expect(await latest()).toMatchObject({
      action: "GET /operator/players/detail",
      playerId: DEMO_PLAYER_ID,
    });
  });

  it("never stores a secret of the input", async () => {
    await app.db.transaction((tx) =>
      appendAudit(tx, admin, app.testClock.now(), {
        action: "POST /operator/session",
        input: {
          body: { email: "a@operator.test", password: "hunter2", code: "123456", nested: [{ token: "t" }] },
        },
      }),
    );
    expect((await latest())?.input).toEqual({
      body: {
        email: "a@operator.test",
        password: AUDIT_REDACTED,
        code: AUDIT_REDACTED,
        nested: [{ token: AUDIT_REDACTED }],
      },
    });
  });
});

describe("the trail and the notes are append-only in the database (migration 0042)", () => {
  it("refuses UPDATE, DELETE and TRUNCATE and leaves every row as it was", async () => {
    await act(app, actorOf("support"), api.operatorAddPlayerNoteEndpoint, {
      body: { player: DEMO_PLAYER_ID, body: "Called about a claim" },
    });
    const before = await rows();
    const notes = await app.db.select().from(playerNotes);
    expect(notes.length).toBeGreaterThan(0);
    expect(await refusal(() => app.db.update(operatorAudit).set({ operatorEmail: "someone@else" }))).toMatch(
      /operator_audit is append-only: UPDATE refused/,
    );
    expect(await refusal(() => app.db.delete(operatorAudit))).toMatch(
      /operator_audit is append-only: DELETE refused/,
    );
    expect(await refusal(() => app.db.execute(sql`TRUNCATE operator_audit`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    expect(await refusal(() => app.db.update(playerNotes).set({ body: "rewritten" }))).toMatch(
      /player_notes is append-only: UPDATE refused/,
    );
    expect(await refusal(() => app.db.delete(playerNotes))).toMatch(
      /player_notes is append-only: DELETE refused/,
    );
    expect(await rows()).toEqual(before);
    expect(await app.db.select().from(playerNotes)).toEqual(notes);
  });
});

describe("the trail's list and CSV export (admin)", () => {
  it("filters by operator, action, player and Perth days, and pages newest first", async () => {
    const list = (query: object) => act(app, admin, api.operatorListAuditEndpoint, { query });
    const support = actorOf("support", 7);
    for (const body of ["one", "two", "three"])
      await act(app, support, api.operatorAddPlayerNoteEndpoint, { body: { player: DEMO_PLAYER_ID, body } });
    const first = await list({ operator: support.email, limit: "2" });
    expect(first.entries.map((e: { input: { body: { body: string } } }) => e.input.body.body)).toEqual([
      "three",
      "two",
    ]);
    const second = await list({ operator: support.email, limit: "2", before: String(first.next) });
    expect(second.entries.map((e: { input: { body: { body: string } } }) => e.input.body.body)).toEqual([
      "one",
    ]);
    expect(second.next).toBeNull();
    const byAction = await list({ action: "POST /operator/players/notes", player: DEMO_PLAYER_ID });
    expect(byAction.entries.length).toBeGreaterThanOrEqual(4);
    const today = app.testClock.now().toZonedDateTimeISO("Australia/Perth").toPlainDate();
    expect((await list({ from: today.toString(), to: today.toString() })).entries.length).toBeGreaterThan(4);
    expect((await list({ from: today.add({ days: 1 }).toString() })).entries).toEqual([]);
    expect((await list({ to: today.subtract({ days: 1 }).toString() })).entries).toEqual([]);
  });

  it("exports CSV whose cells a spreadsheet never runs as a formula", async () => {
    const hostile = ['=HYPERLINK("http://evil.test","x")', "+1+1", "-2", "@SUM(A1)", 'say "hi", then go'];
    for (const body of hostile)
      await act(app, actorOf("support"), api.operatorAddPlayerNoteEndpoint, {
        body: { player: DEMO_PLAYER_ID, body },
      });
    const exported = await act(app, admin, api.operatorExportAuditEndpoint, {
      query: { action: "POST /operator/players/notes", limit: "5" },
    });
    expect(exported.filename).toMatch(/^operator-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.truncated).toBe(false);
    const lines = exported.csv.split("\r\n");
    expect(lines[0]).toBe(
      '"id","at","operator_email","operator_role","operator_id","ip","via","action","player_id","approval_id","input","before","after"',
    );
    expect(exported.rows).toBeGreaterThanOrEqual(hostile.length);
    // The input column is JSON (starting `{`); each of its quotes doubled.
    expect(exported.csv).toContain('""body"":""=HYPERLINK(\\""http://evil.test\\"",\\""x\\"")""');
    for (const line of lines.slice(1, -1))
      for (const cell of line.match(/"(?:[^"]|"")*"/g) ?? []) expect(cell).not.toMatch(/^"[=+\-@\t\r]/);
    // The export itself is audited: it shows the trail in bulk.
    expect(await latest()).toMatchObject({
      action: "GET /operator/audit/export",
      operatorEmail: admin.email,
    });
  });
});
