/**
 * One "server process" of the two-process race (R-DRAW-ENGINE many servers): opens the PostgreSQL schema
 * given in argv, tells the parent it is ready, and on "go" runs one pass of the draw engine at the
 * instant given, then reports what it did and exits.
 */
import { Temporal } from "temporal-polyfill";
import { openDatabase } from "../../src/db";
import { runDueDraws } from "../../src/draws/draw-runner";

const [url, schemaName, instant] = process.argv.slice(2);
if (!url || !schemaName || !instant || !process.send)
  throw new Error("usage: <url> <schema> <instant> (forked)");
const database = await openDatabase({ url, schemaName });
process.send("ready");
process.once("message", async () => {
  const report = await runDueDraws(database.db, Temporal.Instant.from(instant));
  await database.close();
  process.send?.({ pid: process.pid, report }, () => process.exit(0));
});
