import { parsePushPayload } from "@lotto/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { forceDraw } from "../../src/draws/force-draw";
import { seedHistory } from "../../src/draws/history-seed";
import { SANDBOX_PUSH_MESSAGES_PATH } from "../../src/routes/sandbox-push-routes";
import { build, call, loginAs, type TestApp } from "../helper";
import { buy, FOUR_BOARDS, nextDrawNumber, saturday } from "../play/play-fixtures";
import { type PushEndpoint, startPushEndpoint, webDevice } from "./push-endpoint";
import { devicesOf, notify, VAPID_ENV, waiting } from "./push-fixtures";

// Two instances on one database (test/helper.ts twinOf) send each push once, whichever runs first; a
// settlement's notifications are pushed like any other, to browsers and to the apps' tokens.
let a: TestApp;
let b: TestApp;
let auth: string;
let service: PushEndpoint;
beforeAll(async () => {
  a = await build({ env: VAPID_ENV });
  b = await build({ env: VAPID_ENV, twinOf: a });
  // No past results with demo tickets: this file's notifications are its own.
  await seedHistory(a.db, a.testClock.now(), 1);
  auth = await loginAs(a);
  service = await startPushEndpoint();
}, 120_000);
afterAll(async () => {
  await b.close();
  await a.close();
  await service.close();
});

const send = (app: TestApp, url: string, payload: object) =>
  call(app, { method: "POST", url: `/api/v1${url}`, payload, headers: { authorization: auth } });
const sandboxMessages = async (token: string) =>
  (await call(a, { method: "GET", url: `${SANDBOX_PUSH_MESSAGES_PATH}?token=${token}` })).body.messages as {
    channel: string;
    message: { title: string; body: string; data: unknown };
  }[];

describe("push on two instances", () => {
  it("sends each notification once to each device, however the instances' rounds overlap", async () => {
    const subs = [service.subscribe(), service.subscribe()];
    for (const sub of subs) expect((await send(a, "/user/push-devices", webDevice(sub))).status).toBe(200);
    const ids = [];
    for (let i = 0; i < 30; i++)
      ids.push(await notify(a, DEMO_PLAYER_ID, i % 2 ? "won" : "drawn", i % 2 ? 100 + i : null));
    const rounds = [
      ...(await Promise.all([a.push.run(), b.push.run()])),
      ...(await Promise.all([b.push.run(), a.push.run()])),
    ];
    expect(rounds.reduce((x, y) => x + y, 0)).toBe(60);
    for (const sub of subs) {
      const arrived = await service.waitFor(30, new URL(sub.endpoint).pathname);
      const got = arrived.map((p) => parsePushPayload(p.text)?.notification.id);
      expect(got).toHaveLength(30);
      expect([...got].sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(ids);
    }
    expect(await waiting(a)).toEqual([]);
    for (const sub of subs)
      await send(b, "/user/push-devices/remove", { channel: "web", endpoint: sub.endpoint });
  });

  it("pushes a settled draw to the player's browser and app, and forgets an app token the platform dropped", async () => {
    const sub = service.subscribe();
    await send(a, "/user/push-devices", webDevice(sub));
    const token = `android-${"f".repeat(40)}`;
    expect((await send(b, "/user/push-devices", { channel: "android", token })).status).toBe(200);
    expect(
      (await send(b, "/user/push-devices", { channel: "ios", token: `gone-${"0".repeat(32)}` })).status,
    ).toBe(200);
    const n = await nextDrawNumber(a, 5127);
    expect((await buy(a, auth, [{ coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: n }])).status).toBe(
      200,
    );
    await forceDraw(a.db, 5127, a.testClock.now(), { seed: "cd".repeat(32) });
    await Promise.all([a.push.run(), b.push.run()]);

    const [push] = await service.waitFor(1, new URL(sub.endpoint).pathname);
    const payload = parsePushPayload(push?.text);
    expect(payload?.notification).toMatchObject({ game_id: 5127, draw_number: n });
    expect(payload?.notification.kind).toMatch(/^(drawn|won)$/);
    const messages = await sandboxMessages(token);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      channel: "android",
      message: { title: "Play Online", body: payload?.notification.text, data: payload },
    });
    const devices = await devicesOf(a, DEMO_PLAYER_ID);
    expect(devices.map((d) => d.channel).sort()).toEqual(["android", "web"]);
    expect(await sandboxMessages(`gone-${"0".repeat(32)}`)).toEqual([]);
    const bad = await call(a, { method: "GET", url: `${SANDBOX_PUSH_MESSAGES_PATH}?token=%27%20OR%201=1` });
    expect(bad.status).toBe(400);
  });
});
