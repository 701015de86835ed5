import { parsePushPayload } from "@lotto/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { players } from "../../src/db/schema/accounts";
import { notificationSettings } from "../../src/db/schema/operations";
import { PUSH_DEVICES_PER_PLAYER } from "../../src/notifications/push-devices";
import { PUSH_MAX_ATTEMPTS, pushBackoff } from "../../src/notifications/push-outbox";
import { call, demoPlayerApp, loginAs } from "../helper";
import { addPlayer } from "../second-player";
import { type PushEndpoint, startPushEndpoint, webDevice } from "./push-endpoint";
import { devicesOf, notify, VAPID_ENV, waiting } from "./push-fixtures";

// docs/decisions.md "Push": a notification reaches the player's browsers through their push service,
// encrypted for each (RFC 8291) and signed with the server's VAPID key (RFC 8292).
const player = demoPlayerApp({ env: VAPID_ENV });
let service: PushEndpoint;
beforeAll(async () => {
  service = await startPushEndpoint();
});
afterAll(() => service.close());

const subscribe = (body: object, auth = player.auth) =>
  player.send("POST", "/user/push-devices", body, { authorization: auth });

describe("Web Push", () => {
  it("sends a notification to the player's browser, encrypted for it and signed with the server's key", async () => {
    const sub = service.subscribe();
    expect((await subscribe(webDevice(sub))).status).toBe(200);
    const id = await notify(player.app, DEMO_PLAYER_ID, "won", 21_410);
    const sentNow = await player.app.push.run();
    expect(sentNow).toBe(1);

    const [push] = await service.waitFor(1, new URL(sub.endpoint).pathname);
    const payload = parsePushPayload(push?.text);
    expect(payload).toMatchObject({
      title: "Play Online",
      notification: { id, kind: "won", game_id: 5132, amount: 21_410, read: false },
    });
    expect(payload?.notification.text).toMatch(/^You won \$214\.10 on Powerball draw \d+$/);
    expect(push?.headers["content-encoding"]).toBe("aes128gcm");
    expect(push?.headers.topic).toBe(`n${id}`);
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    // Signed with the key GET /config gives browsers, for this push service's origin.
    const config = await call(player.app, { method: "GET", url: "/api/v1/config" });
    expect(push?.vapid).toMatchObject({
      aud: service.origin,
      key: config.body.data.push_public_key,
      sub: VAPID_ENV.VAPID_SUBJECT,
    });
    expect(await waiting(player.app)).toEqual([]);
    // Sent once: another round finds nothing.
    expect(await player.app.push.run()).toBe(0);
  });

  it("sends only the kinds the player chose", async () => {
    const sub = service.subscribe();
    await subscribe(webDevice(sub));
    const chosen = await player.send("POST", "/user/notification-settings", { push_choices: ["wins"] });
    expect(chosen.body.data.push_choices).toEqual(["wins"]);
    await notify(player.app, DEMO_PLAYER_ID, "drawn", null);
    const won = await notify(player.app, DEMO_PLAYER_ID, "won", 500);
    await notify(player.app, DEMO_PLAYER_ID, "jackpot", 10_000_000_000);
    await player.app.push.run();
    const arrived = await service.waitFor(1, new URL(sub.endpoint).pathname);
    expect(arrived.map((a) => parsePushPayload(a.text)?.notification.id)).toEqual([won]);
    // Choosing none stops them all; the settings say so.
    await player.send("POST", "/user/notification-settings", { push_choices: [] });
    await notify(player.app, DEMO_PLAYER_ID, "won", 600);
    await player.app.push.run();
    expect(service.arrived.filter((a) => a.path === new URL(sub.endpoint).pathname)).toHaveLength(1);
    expect((await player.send("GET", "/user/notification-settings")).body.data.push_choices).toEqual([]);
    await player.send("POST", "/user/notification-settings", {
      push_choices: ["autoplay", "results", "wins", "jackpots", "wins"],
    });
    const [row] = await player.app.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.playerId, DEMO_PLAYER_ID));
    expect(row?.pushChoices).toEqual(["results", "wins", "jackpots", "autoplay"]);
  });

  it("forgets a browser its push service says is gone (404 or 410)", async () => {
    for (const status of [404, 410]) {
      const sub = service.subscribe();
      await subscribe(webDevice(sub));
      const path = new URL(sub.endpoint).pathname;
      service.answer(path, status);
      const before = (await devicesOf(player.app, DEMO_PLAYER_ID)).length;
      await notify(player.app, DEMO_PLAYER_ID);
      await player.app.push.run();
      const after = await devicesOf(player.app, DEMO_PLAYER_ID);
      expect(after).toHaveLength(before - 1);
      expect(after.some((d) => d.endpoint === sub.endpoint)).toBe(false);
    }
    expect(await waiting(player.app)).toEqual([]);
  });

  it("retries a push the service failed, with backoff, and gives up after the last try", async () => {
    const sub = service.subscribe();
    await subscribe(webDevice(sub));
    const path = new URL(sub.endpoint).pathname;
    service.answer(path, 503);
    const id = await notify(player.app, DEMO_PLAYER_ID);
    await player.app.push.run();
    const [failed] = (await waiting(player.app)).filter((d) => d.notificationId === id);
    expect(failed).toMatchObject({ attempts: 1, lastError: "push service answered 503" });
    // Not again before its time.
    await player.app.push.run();
    expect((await waiting(player.app)).find((d) => d.notificationId === id)?.attempts).toBe(1);
    service.answer(path, 201);
    player.app.testClock.advance(pushBackoff(1));
    await player.app.push.run();
    expect(await service.waitFor(1, path)).toHaveLength(1);
    expect((await waiting(player.app)).find((d) => d.notificationId === id)).toBeUndefined();

    service.answer(path, 500);
    const doomed = await notify(player.app, DEMO_PLAYER_ID);
    for (let attempt = 1; attempt <= PUSH_MAX_ATTEMPTS; attempt++) {
      await player.app.push.run();
      player.app.testClock.advance(pushBackoff(attempt));
    }
    expect((await waiting(player.app)).find((d) => d.notificationId === doomed)).toBeUndefined();
    expect((await devicesOf(player.app, DEMO_PLAYER_ID)).some((d) => d.endpoint === sub.endpoint)).toBe(true);
    // The clock moved past the session.
    player.auth = await loginAs(player.app);
    await player.send("POST", "/user/push-devices/remove", { channel: "web", endpoint: sub.endpoint });
  });

  it("keeps at most ten devices a player, dropping the oldest", async () => {
    const subs = Array.from({ length: PUSH_DEVICES_PER_PLAYER + 2 }, () => service.subscribe());
    for (const sub of subs) {
      player.app.testClock.advance({ seconds: 1 });
      expect((await subscribe(webDevice(sub))).status).toBe(200);
    }
    const kept = (await devicesOf(player.app, DEMO_PLAYER_ID)).map((d) => d.endpoint);
    expect(kept).toHaveLength(PUSH_DEVICES_PER_PLAYER);
    expect(kept).toEqual(expect.arrayContaining(subs.slice(2).map((s) => s.endpoint)));
    for (const sub of subs)
      await player.send("POST", "/user/push-devices/remove", { channel: "web", endpoint: sub.endpoint });
    expect(await devicesOf(player.app, DEMO_PLAYER_ID)).toEqual([]);
  });

  it("gives a shared browser to whoever subscribed it last, dropping what waited for the one before", async () => {
    await addPlayer(player.app, "push-other");
    const other = await loginAs(player.app, "push-other@example.test", "Other-Player-2026");
    const sub = service.subscribe();
    const path = new URL(sub.endpoint).pathname;
    await subscribe(webDevice(sub));
    service.answer(path, 503);
    await notify(player.app, DEMO_PLAYER_ID);
    await player.app.push.run();
    expect(await waiting(player.app)).toHaveLength(1);
    // Another player logs in on that browser and subscribes it.
    expect((await subscribe(webDevice(sub), other)).status).toBe(200);
    expect(await waiting(player.app)).toEqual([]);
    expect(await devicesOf(player.app, DEMO_PLAYER_ID)).toEqual([]);
    service.answer(path, 201);
    await notify(player.app, DEMO_PLAYER_ID);
    const theirs = await notify(player.app, "push-other", "drawn", null);
    player.app.testClock.advance({ minutes: 10 });
    await player.app.push.run();
    const arrived = await service.waitFor(1, path);
    expect(arrived.map((a) => parsePushPayload(a.text)?.notification.id)).toEqual([theirs]);
    // Removing someone else's device does nothing.
    await player.send("POST", "/user/push-devices/remove", { channel: "web", endpoint: sub.endpoint });
    expect(await devicesOf(player.app, "push-other")).toHaveLength(1);
    await player.send(
      "POST",
      "/user/push-devices/remove",
      { channel: "web", endpoint: sub.endpoint },
      { authorization: other },
    );
    expect(await devicesOf(player.app, "push-other")).toEqual([]);
  });

  it("takes only endpoints of push services, and keys that are P-256 points", async () => {
    const sub = service.subscribe();
    const refused = [
      "http://10.0.0.7/push/x",
      "https://169.254.169.254/latest/meta-data",
      "https://fcm.googleapis.com.evil.example/send/x",
      "https://fcm.googleapis.com:8443/send/x",
      "https://user:pw@fcm.googleapis.com/send/x",
      "file:///etc/passwd",
    ];
    for (const endpoint of refused) {
      const res = await subscribe({ ...webDevice(sub), endpoint });
      expect([400, 422], endpoint).toContain(res.status);
      if (res.status === 422) expect(res.body.code).toBe("PUSH_ENDPOINT_REFUSED");
    }
    // 65 bytes starting 0x04, but not on the curve.
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url");
    const bad = await subscribe({ ...webDevice(sub), keys: { ...sub.keys, p256dh: offCurve } });
    expect(bad).toMatchObject({ status: 422, body: { code: "PUSH_KEY_INVALID" } });
    for (const keys of [
      { p256dh: "short", auth: sub.keys.auth },
      { p256dh: sub.keys.p256dh, auth: "x".repeat(23) },
    ]) {
      expect((await subscribe({ ...webDevice(sub), keys })).status).toBe(400);
    }
    expect(
      (await subscribe({ ...webDevice(sub), endpoint: `${service.origin}/${"a".repeat(1100)}` })).status,
    ).toBe(400);
    expect((await subscribe({ channel: "sms", token: "x".repeat(20) })).status).toBe(400);
    expect((await subscribe(webDevice(sub), "")).status).toBe(401);
    expect(await devicesOf(player.app, DEMO_PLAYER_ID)).toEqual([]);
  });

  it("sends nothing to a player whose account is closed", async () => {
    const sub = service.subscribe();
    await subscribe(webDevice(sub));
    await player.app.db.update(players).set({ status: "CLOSED" }).where(eq(players.id, DEMO_PLAYER_ID));
    await notify(player.app, DEMO_PLAYER_ID);
    expect(await player.app.push.run()).toBe(0);
    expect(await waiting(player.app)).toEqual([]);
    expect(service.arrived.filter((a) => a.path === new URL(sub.endpoint).pathname)).toEqual([]);
  });
});
