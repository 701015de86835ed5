import { LOGIN_TEXT } from "@lotto/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { MAX_WRONG_PASSWORDS } from "../../src/accounts/password-attempts";
import { players } from "../../src/db/schema/accounts";
import { build, call, type TestApp } from "../helper";
import { addPlayer, OTHER_PASSWORD } from "../second-player";
import { LEGACY_PASSWORD, LEGACY_SCRYPT_HASH } from "./legacy-hash";
import { parallelGuesses } from "./parallel-guesses";

// docs/security.md "Lockout": the attempt is claimed in the database before the password is compared,
// so parallel guesses cannot get more than 5 wrong passwords checked or a token after the 6th.
let app: TestApp;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const login = (target: TestApp, username: string, password: string) =>
  call(target, { method: "POST", url: "/api/v1/auth/login", payload: { username, password, version: 2 } });

describe("lockout under parallel guesses (one instance)", () => {
  it("19 at once: at most 5 'invalid', the rest locked with the spec text, no token; then locked 30 minutes", async () => {
    const outcome = await parallelGuesses([app], DEMO_EMAIL, DEMO_PASSWORD);
    expect(outcome.tokens).toBe(0);
    expect(outcome.invalid).toBeLessThanOrEqual(MAX_WRONG_PASSWORDS);
    expect(outcome.invalid + outcome.blocked).toBe(19);
    expect(outcome.other).toEqual([]);
    expect((await login(app, DEMO_EMAIL, DEMO_PASSWORD)).body.message).toBe(LOGIN_TEXT.temporaryBlocked);
    app.testClock.advance({ minutes: 30 });
    expect((await login(app, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
  });

  it("parallel right passwords all log in (checks wait for a slot instead of locking)", async () => {
    const email = await addPlayer(app, "many-devices");
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(app, email, OTHER_PASSWORD)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
  });
});

describe("password hashing", () => {
  it("a login with an earlier scrypt hash succeeds and replaces it with argon2id", async () => {
    const email = await addPlayer(app, "legacy-hash");
    await app.db.update(players).set({ passwordHash: LEGACY_SCRYPT_HASH }).where(eq(players.email, email));
    expect((await login(app, email, LEGACY_PASSWORD)).status).toBe(200);
    const [row] = await app.db.select().from(players).where(eq(players.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(app, email, LEGACY_PASSWORD)).status).toBe(200);
    expect((await login(app, email, "Not-The-Password-1")).status).toBe(401);
  });

  it("the demo player's password is stored as argon2id", async () => {
    const [row] = await app.db.select().from(players).where(eq(players.id, DEMO_PLAYER_ID));
    expect(row?.passwordHash.startsWith("$argon2id$")).toBe(true);
  });
});
