/**
 * Password and security-answer hashing (docs/security.md): argon2id at OWASP's recommended
 * parameters (19 MiB, 2 passes, 1 lane) through @node-rs/argon2. Hashes of the earlier scheme
 * (scrypt, N = 2^14) still verify and are replaced on the next successful login ({@link needsRehash}).
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { type Algorithm, hash, verify } from "@node-rs/argon2";

/** argon2id (the const enum's value: esbuild and isolated modules cannot inline it). */
const ARGON2ID = 2 as Algorithm;
/** OWASP Password Storage Cheat Sheet: m = 19 MiB, t = 2, p = 1. */
const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 };
/** How every hash made with {@link ARGON2} begins; anything else is rehashed on the next login. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/** Hashes a secret as a PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`. */
export async function hashSecret(secret: string): Promise<string> {
  return hash(secret.normalize("NFKC"), { ...ARGON2, salt: randomBytes(16) });
}

/** Checks a secret against a stored hash (argon2id, or the earlier scrypt); false for malformed ones. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const normalised = secret.normalize("NFKC");
  if (stored.startsWith("$argon2")) return verify(stored, normalised).catch(() => false);
  if (stored.startsWith("scrypt$")) return verifyScrypt(normalised, stored);
  return false;
}

/** True when the hash was made with other parameters (or scrypt) and should be replaced. */
export const needsRehash = (stored: string) => !stored.startsWith(CURRENT_PREFIX);

const scryptAsync = promisify(scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;

/** The earlier `scrypt$N$r$p$salt$hash` hashes, kept readable until their players log in again. */
async function verifyScrypt(secret: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, expectedHash] = stored.split("$");
  if (!salt || !expectedHash) return false;
  const expected = Buffer.from(expectedHash, "base64url");
  const actual = await scryptAsync(secret, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  }).catch(() => null);
  return actual !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Security answers compare case- and space-insensitively, so hash the normalised form. */
export const normaliseAnswer = (answer: string) => answer.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * A hash of 32 random bytes nobody kept, with the current parameters: unknown emails are checked
 * against it so they cost as much time as known ones.
 */
export const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$onBvYo992jkXfkYyNNRj3Q$h4bqzuGz0qIlxbscTxj3nmgrhqv8rQeRc4MkOJ3cEMM";
