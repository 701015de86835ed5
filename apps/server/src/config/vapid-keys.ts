/**
 * The VAPID key pair Web Push is signed with (docs/security.md "Push"): VAPID_PUBLIC_KEY,
 * VAPID_PRIVATE_KEY and VAPID_SUBJECT, all three or none. Without them a server outside production makes
 * demo keys and keeps them in `DATA_DIR/vapid-keys.json` (mode 0600), so a browser's subscription
 * outlives a restart; production refuses to start (config/production.ts).
 */
import { createECDH } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Env } from "./env";
import { StartupError } from "./startup-error";

/** A VAPID key pair (base64url) and the contact the push services see. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The three variables, in the order the refusal names them. */
export const VAPID_KEYS = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"] as const;

/** File name of the demo keys inside DATA_DIR. */
export const DEMO_VAPID_FILE = "vapid-keys.json";

/** The contact demo keys name (no push service reads it for a local endpoint). */
const DEMO_SUBJECT = "mailto:push@playonline.local";

/** The configured keys, null when none is set; throws a {@link StartupError} when only some are. */
export function vapidSettings(env: Env): VapidKeys | null {
  const missing = VAPID_KEYS.filter((key) => !env[key]);
  if (missing.length === VAPID_KEYS.length) return null;
  if (missing.length > 0) {
    throw new StartupError(
      `Web Push needs all three of ${VAPID_KEYS.join(", ")} or none: supply ${missing.join(", ")}.`,
    );
  }
  return {
    publicKey: env.VAPID_PUBLIC_KEY!,
    privateKey: env.VAPID_PRIVATE_KEY!,
    subject: env.VAPID_SUBJECT!,
  };
}

/** A fresh P-256 key pair as VAPID keys. */
export function newVapidKeys(): VapidKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey("base64url"),
    // 32 bytes, with any leading zero bytes the key has.
    privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString("base64url"),
    subject: DEMO_SUBJECT,
  };
}

const isKeys = (value: unknown): value is VapidKeys => {
  const k = value as Partial<VapidKeys> | null;
  return (
    typeof k?.publicKey === "string" &&
    /^[\w-]{87}$/.test(k.publicKey) &&
    typeof k.privateKey === "string" &&
    /^[\w-]{43}$/.test(k.privateKey) &&
    typeof k.subject === "string"
  );
};

/** The demo keys kept in the data folder, made and written (0600) the first time. */
export async function demoVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = join(dataDir, DEMO_VAPID_FILE);
  try {
    const kept: unknown = JSON.parse(await readFile(file, "utf8"));
    if (isKeys(kept)) return kept;
  } catch {
    // None yet (or unreadable): make new ones below.
  }
  const keys = newVapidKeys();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  await chmod(file, 0o600); // the mode above applies only when the file is created
  return keys;
}
