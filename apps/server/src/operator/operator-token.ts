/**
 * The operator token (R-DRAW-ENGINE operator CLI): a random secret the running server keeps in
 * `${DATA_DIR}/operator-token` (mode 0600) so only someone who can read the data folder can drive draws.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** File name of the token inside DATA_DIR. */
export const OPERATOR_TOKEN_FILE = "operator-token";
/** Header the CLI sends the token in. */
export const OPERATOR_TOKEN_HEADER = "x-operator-token";

/** A fresh token: 32 random bytes, hex. */
export const newOperatorToken = () => randomBytes(32).toString("hex");

/** Reads the token from the data folder, or null when there is none. */
export async function readOperatorToken(dataDir: string): Promise<string | null> {
  try {
    const text = (await readFile(join(dataDir, OPERATOR_TOKEN_FILE), "utf8")).trim();
    return text.length > 0 ? text : null;
  } catch {
    return null;
  }
}

/** Writes the token to the data folder, readable by its owner only. */
export async function writeOperatorToken(dataDir: string, token: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, OPERATOR_TOKEN_FILE);
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  await chmod(file, 0o600); // the mode above applies only when the file is created
}

/** Constant-time comparison of a presented token with the expected one. */
export function tokenMatches(expected: string, presented: unknown): boolean {
  if (typeof presented !== "string") return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}

const tokens = new WeakMap<object, string>();

/** Remembers the token of a running server (keyed by its `app.server`, shared by every plugin context). */
export function rememberOperatorToken(server: object, token: string): void {
  tokens.set(server, token);
}

/** The operator token of a server built in this process (tests use it to call the operator endpoint). */
export function operatorTokenOf(server: object): string | undefined {
  return tokens.get(server);
}
