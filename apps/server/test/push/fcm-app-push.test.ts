import type { KeyObject } from "node:crypto";
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../src/config/env";
import { fcmSettings } from "../../src/config/fcm-settings";
import { StartupError } from "../../src/config/startup-error";
import { fcmAppPush } from "../../src/notifications/fcm-app-push";
import { type FakeFcm, startFakeFcm, writeTestServiceAccount } from "./fcm-fixture";

// The app wrappers' pushes in production go through FCM's HTTP v1 API (src/notifications/fcm-app-push.ts),
// here against a local fake that checks the service account's signed assertion.
let fcm: FakeFcm;
let account: ReturnType<typeof writeTestServiceAccount>;
let publicKey: KeyObject;
beforeAll(async () => {
  fcm = await startFakeFcm(() => publicKey);
  account = writeTestServiceAccount(`${fcm.origin}/token`);
  publicKey = account.publicKey;
});
afterAll(() => fcm.close());

const message = {
  title: "Play Online",
  body: "You won $214.10 on Powerball draw 1594",
  data: {
    title: "Play Online",
    notification: {
      id: 7,
      kind: "won" as const,
      game_id: 5132,
      draw_number: 1594,
      amount: 21_410,
      ticket_id: "T-1",
      claim_amount: 0,
      text: "You won $214.10 on Powerball draw 1594",
      created_at: "2026-11-28T12:00:00Z",
      read: false,
    },
  },
};

describe("FCM app push", () => {
  it("signs in with the service account once and sends each message to its token", async () => {
    const settings = fcmSettings(loadEnv({ FCM_SERVICE_ACCOUNT_FILE: account.file }))!;
    const adapter = fcmAppPush(settings, { api: fcm.origin, nowSeconds: () => 1_800_000_000 });
    const token = `fcm:${"a".repeat(60)}`;
    expect(await adapter.send({ channel: "android", token }, message)).toEqual({ sent: true });
    expect(await adapter.send({ channel: "ios", token }, message)).toEqual({ sent: true });
    expect(fcm.assertions).toEqual([
      {
        verified: true,
        claims: {
          iss: "push@play-online-test.iam.gserviceaccount.com",
          scope: "https://www.googleapis.com/auth/firebase.messaging",
          aud: `${fcm.origin}/token`,
          iat: 1_800_000_000,
          exp: 1_800_003_600,
        },
      },
    ]);
    expect(fcm.sent).toHaveLength(2);
    expect(fcm.sent[0]).toEqual({
      path: "/v1/projects/play-online-test/messages:send",
      bearer: "Bearer access-1",
      message: {
        token,
        notification: { title: message.title, body: message.body },
        data: { payload: JSON.stringify(message.data) },
        android: { priority: "HIGH", ttl: "86400s" },
        apns: { headers: { "apns-priority": "10" } },
      },
    });
  });

  it("says a token FCM no longer knows is gone, and a service out of reach is worth a retry", async () => {
    const settings = fcmSettings(loadEnv({ FCM_SERVICE_ACCOUNT_FILE: account.file }))!;
    const adapter = fcmAppPush(settings, { api: fcm.origin });
    expect(await adapter.send({ channel: "android", token: `gone-${"b".repeat(40)}` }, message)).toEqual({
      sent: false,
      gone: true,
      error: "FCM answered 404",
    });
    const unreachable = fcmAppPush(settings, { api: "http://127.0.0.1:9" });
    expect(await unreachable.send({ channel: "ios", token: `fcm:${"c".repeat(40)}` }, message)).toMatchObject(
      {
        sent: false,
        gone: false,
      },
    );
  });

  it("refuses to start with a file that is not a service account's key", () => {
    const bad = writeTestServiceAccount().file;
    writeFileSync(bad, JSON.stringify({ project_id: "x" }));
    expect(() => fcmSettings(loadEnv({ FCM_SERVICE_ACCOUNT_FILE: bad }))).toThrow(StartupError);
    expect(() => fcmSettings(loadEnv({ FCM_SERVICE_ACCOUNT_FILE: "/nonexistent/key.json" }))).toThrow(
      /cannot be read as a service account's JSON key/,
    );
    expect(fcmSettings(loadEnv({}))).toBeNull();
  });
});
