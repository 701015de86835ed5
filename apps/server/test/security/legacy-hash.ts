/**
 * A password hash as the server stored it before argon2id: scrypt N = 2^14, r = 8, p = 1, of
 * "Secret-Pass-123". Logins must still accept it and replace it (accounts/passwords.ts).
 */
export const LEGACY_SCRYPT_HASH =
  "scrypt$16384$8$1$6KBG8zA-cM_C1FCk81TPyA$D-SV7SVhliXiBEU8PwOKSnd-kQ1UL9SGdd-wPb_264E";
/** The password of {@link LEGACY_SCRYPT_HASH}. */
export const LEGACY_PASSWORD = "Secret-Pass-123";
