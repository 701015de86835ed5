import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedHistory } from "../../src/draws/history-seed";
import { STREAM_CAPS } from "../../src/notifications/notification-hub";
import { build, call, loginAs, type TestApp } from "../helper";
import { addPlayer, OTHER_PASSWORD } from "../second-player";
import { type EventReader, openEvents } from "./stream-reader";

// Found by an attack test: streams were unlimited, outlived a logout, a password change and a closed
// account, and their ticket reached the access log. Streams open on the twin (a second instance on
// the same database); the session ends through the first, so only the channel can tell the twin.
const lines: string[] = [];
let app: TestApp;
let twin: TestApp;
let base: string;
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  app = await build();
  twin = await build({ twinOf: app, logStream });
  await seedHistory(app.db, app.testClock.now(), 1); // a listening server seeds no results then
  base = await twin.listen({ port: 0, host: "127.0.0.1" });
}, 120_000);
afterAll(async () => {
  // fetch may leave a socket connected that never sent a request; Node counts it as busy until its
  // headers time out (a minute), which would hold the close. Every stream has ended by now.
  twin?.server.closeAllConnections();
  await twin?.close();
  await app?.close();
}, 120_000);

const post = (target: TestApp, url: string, authorization: string, payload?: object) =>
  call(target, {
    method: "POST",
    url: `/api/v1${url}`,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });
const ticketOf = async (auth: string) =>
  (await post(app, "/user/notifications/stream-ticket", auth)).body.data.ticket as string;
const open = async (auth: string) =>
  openEvents(`${base}/api/v1/notifications/stream?ticket=${encodeURIComponent(await ticketOf(auth))}`);
/** Waits until the twin holds no stream (each closed by the test or ended by the server). */
async function allLetGo() {
  for (let i = 0; i < 100 && twin.notificationHub.size > 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(twin.notificationHub.size).toBe(0);
}
/** Whether the server ended the stream within a second (it should, or should not, have). */
const endsSoon = (reader: EventReader) =>
  Promise.race([
    reader.ended.then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), 1_000)),
  ]);

describe("live notification streams end with their session", () => {
  it("ends a stream on another instance when its session logs out, and refuses a ticket issued before", async () => {
    const auth = await loginAs(app);
    const other = await loginAs(app);
    const stream = await open(auth);
    const kept = await open(other);
    expect(stream.status).toBe(200);
    const waiting = await ticketOf(auth);
    expect((await post(app, "/auth/logout", auth)).status).toBe(200);
    expect(await endsSoon(stream.reader)).toBe(true);
    expect(await endsSoon(kept.reader)).toBe(false);
    const late = await openEvents(`${base}/api/v1/notifications/stream?ticket=${waiting}`);
    expect(late.status).toBe(401);
    kept.reader.close();
    await allLetGo();
  });

  it("ends the streams of every other session on a password change, keeping the one it was made from", async () => {
    await addPlayer(app, "streams-pw");
    const changer = await loginAs(app, "streams-pw@example.test", OTHER_PASSWORD);
    const elsewhere = await loginAs(app, "streams-pw@example.test", OTHER_PASSWORD);
    const own = await open(changer);
    const theirs = await open(elsewhere);
    const body = { current_password: OTHER_PASSWORD, new_password: "Changed-Pass-2027" };
    expect((await post(app, "/user/change-password", changer, body)).status).toBe(200);
    expect(await endsSoon(theirs.reader)).toBe(true);
    expect(await endsSoon(own.reader)).toBe(false);
    own.reader.close();
    await allLetGo();
  });

  it("ends every stream of a closed account", async () => {
    await addPlayer(app, "streams-close");
    const auth = await loginAs(app, "streams-close@example.test", OTHER_PASSWORD);
    const streams = [
      await open(auth),
      await open(await loginAs(app, "streams-close@example.test", OTHER_PASSWORD)),
    ];
    expect((await post(app, "/user/close-account", auth, { password: OTHER_PASSWORD })).status).toBe(200);
    for (const s of streams) expect(await endsSoon(s.reader)).toBe(true);
    await allLetGo();
  });
});

describe("live notification streams are capped and kept out of the log", () => {
  it("holds at most the cap per session and per address, answering 429 RATE_LIMITED past it", async () => {
    const first = await loginAs(app);
    const opened = [];
    for (let i = 0; i < STREAM_CAPS.perSession; i++) opened.push(await open(first));
    expect(opened.every((s) => s.status === 200)).toBe(true);
    const overSession = await open(first);
    expect(overSession.status).toBe(429);
    expect(JSON.parse(overSession.body)).toMatchObject({ code: "RATE_LIMITED" });
    // Further sessions fill the address (every stream here comes from 127.0.0.1).
    while (opened.length < STREAM_CAPS.perAddress) {
      const auth = await loginAs(app);
      for (let i = 0; i < STREAM_CAPS.perSession && opened.length < STREAM_CAPS.perAddress; i++) {
        opened.push(await open(auth));
      }
    }
    expect(opened.every((s) => s.status === 200)).toBe(true);
    const overAddress = await openEvents(
      `${base}/api/v1/notifications/stream?ticket=${await ticketOf(await loginAs(app))}`,
    );
    expect(overAddress.status).toBe(429);
    // One stream closing frees its place.
    opened.pop()?.reader.close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await open(await loginAs(app));
    expect(again.status).toBe(200);
    again.reader.close();
    for (const s of opened) s.reader.close();
    await allLetGo();
  });

  it("writes no ticket into the request log", async () => {
    const ticket = await ticketOf(await loginAs(app));
    const opened = await openEvents(`${base}/api/v1/notifications/stream?ticket=${ticket}`);
    expect(opened.status).toBe(200);
    opened.reader.close();
    await allLetGo();
    const logged = lines.filter((line) => line.includes("/notifications/stream"));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => line.includes(ticket))).toEqual([]);
    expect(logged.some((line) => line.includes("ticket=[redacted]"))).toBe(true);
  });
});
