/**
 * A Firebase service account made for a test (its key generated, never committed), written to a temporary
 * file as FCM_SERVICE_ACCOUNT_FILE names one, and a local fake of FCM's token and send endpoints.
 */
import { generateKeyPairSync, type KeyObject, verify } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Writes a service account whose tokens come from `tokenUri`; returns its file and public key. */
export function writeTestServiceAccount(tokenUri = "http://127.0.0.1:9/token"): {
  file: string;
  publicKey: KeyObject;
} {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const file = join(mkdtempSync(join(tmpdir(), "fcm-account-")), "service-account.json");
  writeFileSync(
    file,
    JSON.stringify({
      type: "service_account",
      project_id: "play-online-test",
      private_key: privateKey.export({ type: "pkcs8", format: "pem" }),
      client_email: "push@play-online-test.iam.gserviceaccount.com",
      token_uri: tokenUri,
    }),
    { mode: 0o600 },
  );
  return { file, publicKey };
}

/** What the fake FCM received. */
export interface FakeFcm {
  origin: string;
  /** Assertions it exchanged for tokens, with whether each verified against the account's key. */
  assertions: { verified: boolean; claims: Record<string, unknown> }[];
  /** Messages sent, with the bearer token they carried. */
  sent: { path: string; bearer: string; message: Record<string, unknown> }[];
  close(): Promise<void>;
}

/** Starts a fake FCM: `/token` trades a valid assertion for a token; tokens starting `gone-` are UNREGISTERED. */
export async function startFakeFcm(publicKey: () => KeyObject): Promise<FakeFcm> {
  const fake: Omit<FakeFcm, "origin" | "close"> = { assertions: [], sent: [] };
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (c: Buffer) => {
      body += c.toString();
    });
    request.on("end", () => {
      if (request.url === "/token") {
        const assertion = new URLSearchParams(body).get("assertion") ?? "";
        const [head = "", claims = "", signature = ""] = assertion.split(".");
        const verified = verify(
          "RSA-SHA256",
          Buffer.from(`${head}.${claims}`),
          publicKey(),
          Buffer.from(signature, "base64url"),
        );
        fake.assertions.push({ verified, claims: JSON.parse(Buffer.from(claims, "base64url").toString()) });
        if (!verified) return response.writeHead(400).end();
        response.writeHead(200, { "content-type": "application/json" });
        return response.end(
          JSON.stringify({ access_token: `access-${fake.assertions.length}`, expires_in: 3600 }),
        );
      }
      const { message } = JSON.parse(body) as { message: Record<string, unknown> };
      fake.sent.push({ path: request.url ?? "", bearer: request.headers.authorization ?? "", message });
      if (String(message.token).startsWith("gone-")) {
        response.writeHead(404, { "content-type": "application/json" });
        return response.end(
          JSON.stringify({ error: { status: "NOT_FOUND", details: [{ errorCode: "UNREGISTERED" }] } }),
        );
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ name: "projects/play-online-test/messages/1" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    ...fake,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  } as FakeFcm;
}
