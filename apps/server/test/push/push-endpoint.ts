/**
 * A local push service for the tests (server and e2e): it takes Web Push requests as a browser's push
 * service would, checks the VAPID signature (RFC 8292) and decrypts the aes128gcm payload (RFC 8291) with
 * the keys of the subscription it made, and keeps what arrived. A path may be told to answer a status
 * (410: the subscription is gone).
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A subscription as `PushSubscription.toJSON()` gives it, plus its private keys (held by the "browser"). */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  privateKey: Buffer;
}

/** One push as it arrived. */
export interface ArrivedPush {
  path: string;
  /** The decrypted payload (null when it did not decrypt). */
  text: string | null;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID JWT's claims, when its signature checked out with the key it named. */
  vapid: { aud: string; exp: number; sub: string; key: string } | null;
}

const info = (label: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${label}`), Buffer.from([0])]);

/** Decrypts an aes128gcm body (one record) for the subscription. */
export function decryptPush(body: Buffer, sub: TestSubscription): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(sub.privateKey);
  const secret = ecdh.computeSecret(serverKey);
  const clientKey = Buffer.from(sub.keys.p256dh, "base64url");
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), clientKey, serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, Buffer.from(sub.keys.auth, "base64url"), keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, info("aes128gcm"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, info("nonce"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error("not the last record");
  return plain.subarray(0, end).toString("utf8");
}

/** The claims of a `vapid t=…, k=…` header whose signature verifies with its own key, else null. */
export function checkVapid(header: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match) return null;
  const [, jwt = "", key = ""] = match;
  const [head = "", claims = "", signature = ""] = jwt.split(".");
  const raw = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  return ok
    ? {
        ...(JSON.parse(Buffer.from(claims, "base64url").toString()) as {
          aud: string;
          exp: number;
          sub: string;
        }),
        key,
      }
    : null;
}

/** A running local push service. */
export interface PushEndpoint {
  origin: string;
  /** A new subscription on this service (`path` names it; the default is unique). */
  subscribe(path?: string): TestSubscription;
  /** Every push so far, in arrival order. */
  arrived: ArrivedPush[];
  /** Makes requests to `path` answer `status` from now on. */
  answer(path: string, status: number): void;
  /** Resolves once `count` pushes have arrived at `path` (or any path), or rejects after `ms`. */
  waitFor(count: number, path?: string, ms?: number): Promise<ArrivedPush[]>;
  close(): Promise<void>;
}

/** Starts the service on 127.0.0.1 (a free port unless `port` is given). */
export async function startPushEndpoint(port = 0): Promise<PushEndpoint> {
  const subscriptions = new Map<string, TestSubscription>();
  const statuses = new Map<string, number>();
  const arrived: ArrivedPush[] = [];
  const waiters = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const status = statuses.get(path) ?? 201;
      if (status < 300) {
        const sub = subscriptions.get(path);
        let text: string | null = null;
        try {
          text = sub ? decryptPush(Buffer.concat(chunks), sub) : null;
        } catch {
          text = null;
        }
        arrived.push({
          path,
          text,
          headers: request.headers,
          vapid: checkVapid(request.headers.authorization),
        });
        for (const wake of waiters) wake();
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    arrived,
    subscribe(path = `/push/${randomBytes(8).toString("hex")}`) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const sub = {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey("base64url"), auth: randomBytes(16).toString("base64url") },
        privateKey: ecdh.getPrivateKey(),
      };
      subscriptions.set(path, sub);
      return sub;
    },
    answer: (path, status) => statuses.set(path, status),
    waitFor(count, path, ms = 10_000) {
      const matching = () => arrived.filter((a) => path === undefined || a.path === path);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (matching().length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(matching());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} pushes${path ? ` at ${path}` : ""}, got ${matching().length}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A subscription's body for `POST /user/push-devices`. */
export const webDevice = (sub: TestSubscription) => ({
  channel: "web",
  endpoint: sub.endpoint,
  keys: sub.keys,
});
