import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL } from "../../src/accounts/demo";
import { outbox } from "../../src/db/schema/accounts";
import { retryDueMail } from "../../src/mail/mail-retry";
import { deliverQueued, type Mail, queueMail } from "../../src/mail/mailer";
import { build, type TestApp } from "../helper";

// The safeguard emails (bank account changed, withdrawal requested) are written in the transaction of
// what they report (mail/mailer.ts queueMail): rolled back with it, and sent by the retry timer if the
// process stops between the commit and the delivery.
const delivered: Mail[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await build({ mailer: { deliver: async (mail: Mail) => void delivered.push(mail) } });
});
afterAll(() => app.close());

const mail = (subject: string): Mail => ({ to: DEMO_EMAIL, subject, body: "…" });
const rows = () => app.db.select().from(outbox);

describe("an email queued in a transaction", () => {
  it("is gone when the transaction rolls back: no email about what did not happen", async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await queueMail(tx, mail("rolled back"), app.testClock.now());
        throw new Error("refused after queueing");
      }),
    ).rejects.toThrow("refused after queueing");
    expect(await rows()).toEqual([]);
  });

  it("is delivered once after the commit, and the retry timer leaves it alone", async () => {
    const queued = await app.db.transaction((tx) => queueMail(tx, mail("committed"), app.testClock.now()));
    await deliverQueued(app.mail, queued);
    app.testClock.advance({ minutes: 10 });
    expect(await retryDueMail(app.mail)).toBe(0);
    expect(delivered.map((m) => m.subject)).toEqual(["committed"]);
  });

  it("is sent by the retry timer once its grace has passed if the process stopped before delivering", async () => {
    await app.db.transaction((tx) => queueMail(tx, mail("orphaned"), app.testClock.now()));
    expect(await retryDueMail(app.mail)).toBe(0); // the writer's own delivery may still be under way
    app.testClock.advance({ minutes: 2 });
    expect(await retryDueMail(app.mail)).toBe(1);
    expect(delivered.map((m) => m.subject)).toEqual(["committed", "orphaned"]);
  });
});
