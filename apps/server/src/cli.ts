/**
 * The operator CLI (R-DRAW-ENGINE), run as `npm run draw -- <command>` from the repo root:
 *   draw:run --game saturday-lotto [--draw N]
 *                                     close, draw and settle the game's next draw (or draw N) now
 *                                     (also: --game saturday-lotto; a game is its page slug or its id)
 *   draw:list [--game saturday-lotto] the latest draws with status, commitment and numbers
 *   draw:special --game saturday-lotto --title "Mega Saturday" --at 2026-12-02T18:30 [--jackpot DOLLARS]
 *                                     schedule an extra Saturday Lotto draw (odd number, R-STATES),
 *   draw:special --game powerball --title "Mega Powerball" --draw 1489
 *                                     or name an open draw as a special draw [--description D]
 *   results:seed --weeks 8            fill past results
 *   wins:pay --ticket ID              pay a large win (WINNING_NOT_YET_PAID) once through the ledger: PAID
 *   terms:publish --kind terms|privacy [--file PATH]
 *                                     publish the next version (the file's text, or the same text);
 *                                     every player accepts it again at the terms prompt
 *   config:list                       run-time remote config values and the config served with them
 *   config:set KEY JSON               set a remote config key (checked against the contract's schema)
 *   config:unset KEY                  back to the shipped default
 *   callbacks:list                    open callback requests, oldest first
 *   callbacks:done --id N             mark a callback request done
 *   feedback:list [--days 30]         recent feedback, newest first
 *   withdrawals:list                  pending and held withdrawals, oldest first, with the account to pay
 *                                     (held: "name mismatch", beside the player's name)
 *   withdrawals:pay --id ID           the bank paid it: PAID (again: already: true)
 *   withdrawals:reject --id ID --reason TEXT   the bank refused it: credited back with the reason
 *   bank-accounts:release --player ID|EMAIL   end a new bank account's 24-hour wait (change confirmed with the player)
 *   kyc:list                          identity reviews waiting for a decision, oldest first
 *   kyc:approve --id N                identity confirmed: the player is emailed and may play once activated
 *   kyc:reject --id N --reason TEXT   identity refused: the player is emailed the reason, may submit again
 *   refunds:list                      closure refunds not paid yet (pending, refused): player, amount, method, why
 *   refunds:paid --id ID              the operator paid that refund by hand: refunded (again: already: true)
 *   payments:alerts                   Braintree disputes and declined settlements, newest first, and
 *                                     charges of failed deposits Braintree would not give back
 *   mail:list                         mail not sent yet: attempts, last error, next retry or given up
 *   errors:list [--limit 20]          errors the web app reported, newest first (with request ids)
 *   operator:list                     operator accounts: role, status, TOTP set
 *   operator:add --email E --role R   a new operator (support | finance | draws | admin): prints its
 *                                     one-time password and TOTP provisioning URI, once
 *   operator:disable --email E        no more sign-in; its sessions and tokens end
 *   operator:token --email E          a personal CLI token (yours; the server token: anyone's), once
 * Each command runs as an operator and needs that operator's role (docs/decisions.md "Operator
 * roles"): OPERATOR_TOKEN=<token from operator:token> names the operator; without it the server
 * token is used, which outside production acts as the demo operator of the command's role and in
 * production only runs the operator:* commands.
 * Same OPERATOR_PORT / DATA_DIR / DATABASE_URL as the server. With DATABASE_URL it works on PostgreSQL
 * directly (safe beside running servers: per-draw advisory locks). On the embedded database it talks to
 * the running server's operator listener with the token in DATA_DIR, or opens the database itself
 * when no server is running (PGlite admits one process: the data folder's lock refuses a second one).
 */
import { readFileSync } from "node:fs";
import * as api from "@lotto/api";
import { parseDollars } from "@lotto/core";
import { Temporal } from "temporal-polyfill";
import { type CliCommand, parseCli } from "./cli-args";
import { resolveDataDir } from "./config/data-dir";
import { loadEnv } from "./config/env";
import { isProduction } from "./config/production";
import { openDatabase } from "./db";
import type { RouteInput } from "./http/route";
import { validInput } from "./http/validate";
import { seedDemoOperators } from "./operator/demo-operators";
import { admits } from "./operator/operator-actor";
import { cliTokenActor, serverTokenActor } from "./operator/operator-credentials";
import { runOperatorCommand } from "./operator/operator-run";
import { operatorCommandOf } from "./operator/operator-tables";
import { OPERATOR_TOKEN_HEADER, readOperatorToken } from "./operator/operator-token";

/** `--jackpot` is dollars on the command line ("30000000", "2,500,000.50"); the API takes cents. */
function specialBody(flags: Record<string, string>): Record<string, unknown> {
  const { game, title, description, draw, at, jackpot } = flags;
  const cents = jackpot === undefined ? undefined : parseDollars(jackpot);
  if (cents === null) throw new Error("--jackpot must be dollars, such as 30000000 or 2500000.50.");
  return {
    game,
    title,
    ...(description === undefined ? {} : { description }),
    ...(draw === undefined ? {} : { draw }),
    ...(at === undefined ? {} : { at }),
    ...(cents === undefined ? {} : { jackpot: cents }),
  };
}

/** A maintenance switch as typed: on, off, or default (the instance's environment value). */
function switchValue(flag: string | undefined, name: string): boolean | null | undefined {
  if (flag === undefined) return undefined;
  const value = { on: true, off: false, default: null }[flag];
  if (value === undefined) throw new Error(`--${name} must be on, off or default.`);
  return value;
}

/** Each command as a call of its operator endpoint (the contract's). */
function plan(cmd: CliCommand): {
  endpoint: api.EndpointDef;
  query?: Record<string, string | undefined>;
  body?: object;
} {
  const { game, draw, weeks, ticket, kind, file, key, value, id, reason, days, limit, player, email, role } =
    cmd.flags;
  switch (cmd.command) {
    case "draw:run":
      return {
        endpoint: api.operatorRunDrawEndpoint,
        body: { game, ...(draw === undefined ? {} : { draw }) },
      };
    case "draw:list":
      return { endpoint: api.operatorListDrawsEndpoint, query: { game } };
    case "draw:special":
      return { endpoint: api.operatorSpecialDrawEndpoint, body: specialBody(cmd.flags) };
    case "results:seed":
      return { endpoint: api.operatorSeedResultsEndpoint, body: { weeks: Number(weeks) } };
    case "wins:pay":
      return { endpoint: api.operatorPayWinEndpoint, body: { ticket } };
    case "terms:publish":
      return {
        endpoint: api.operatorPublishTermsEndpoint,
        body: { kind, ...(file === undefined ? {} : { body: readFileSync(file, "utf8") }) },
      };
    case "config:list":
      return { endpoint: api.operatorListConfigEndpoint };
    case "config:set":
      return { endpoint: api.operatorSetConfigEndpoint, body: { key, value } };
    case "config:unset":
      return { endpoint: api.operatorUnsetConfigEndpoint, body: { key } };
    case "callbacks:list":
      return { endpoint: api.operatorListCallbacksEndpoint };
    case "callbacks:done":
      return { endpoint: api.operatorCallbackDoneEndpoint, body: { id } };
    case "feedback:list":
      return { endpoint: api.operatorListFeedbackEndpoint, query: { days } };
    case "withdrawals:list":
      return { endpoint: api.operatorListWithdrawalsEndpoint };
    case "withdrawals:pay":
      return { endpoint: api.operatorPayWithdrawalEndpoint, body: { id } };
    case "withdrawals:reject":
      return { endpoint: api.operatorRejectWithdrawalEndpoint, body: { id, reason } };
    case "refunds:list":
      return { endpoint: api.operatorListRefundsEndpoint };
    case "refunds:paid":
      return { endpoint: api.operatorRefundPaidEndpoint, body: { id } };
    case "payments:alerts":
      return { endpoint: api.operatorPaymentAlertsEndpoint };
    case "bank-accounts:release":
      return { endpoint: api.operatorReleaseBankAccountEndpoint, body: { player } };
    case "kyc:list":
      return { endpoint: api.operatorListKycEndpoint };
    case "kyc:approve":
      return { endpoint: api.operatorApproveKycEndpoint, body: { id } };
    case "kyc:reject":
      return { endpoint: api.operatorRejectKycEndpoint, body: { id, reason } };
    case "mail:list":
      return { endpoint: api.operatorListMailEndpoint };
    case "errors:list":
      return { endpoint: api.operatorListErrorsEndpoint, query: { limit } };
    case "maintenance:show":
      return { endpoint: api.operatorGetMaintenanceEndpoint };
    case "maintenance:set": {
      const outage = switchValue(cmd.flags.outage, "outage");
      const slow = switchValue(cmd.flags.slow, "slow");
      return {
        endpoint: api.operatorSetMaintenanceEndpoint,
        body: {
          ...(outage === undefined ? {} : { gaming_system_outage: outage }),
          ...(slow === undefined ? {} : { gaming_system_slow: slow }),
        },
      };
    }
    case "dashboard":
      return { endpoint: api.operatorDashboardEndpoint };
    case "withdrawals:aba":
      return { endpoint: api.operatorExportAbaEndpoint };
    case "operator:list":
      return { endpoint: api.operatorListOperatorsEndpoint };
    case "operator:add":
      return { endpoint: api.operatorAddOperatorEndpoint, body: { email, role } };
    case "operator:disable":
      return { endpoint: api.operatorDisableOperatorEndpoint, body: { email } };
    case "operator:token":
      return { endpoint: api.operatorIssueTokenEndpoint, body: { email } };
  }
}

async function viaServer(cmd: CliCommand, port: number, token: string): Promise<unknown | null> {
  const { endpoint, query, body } = plan(cmd);
  const headers = { [OPERATOR_TOKEN_HEADER]: token, "content-type": "application/json" };
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/api/v1${endpoint.path}${search ? `?${search}` : ""}`, {
      method: endpoint.method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    return null; // no server listening: fall back to the database
  }
  const answer = (await response.json()) as { data?: unknown; message?: string };
  if (!response.ok) throw new Error(answer.message ?? `operator endpoint answered ${response.status}`);
  return answer.data;
}

/** The same command run on the database itself, its input validated as the endpoint validates it. */
async function direct(
  cmd: CliCommand,
  env: ReturnType<typeof loadEnv>,
  personalToken: string | undefined,
): Promise<unknown> {
  const { endpoint, query, body } = plan(cmd);
  const input = validInput(endpoint, { query, body }) as RouteInput<api.EndpointDef>;
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const command = operatorCommandOf(endpoint, env);
    const now = Temporal.Now.instant();
    const production = isProduction(env);
    // The same actor and role check as on the server: a personal token's operator, else whoever can
    // open the database is treated as the server token is (outside production: the demo operators).
    if (!production) await seedDemoOperators(database.db, now);
    const actor = personalToken
      ? await cliTokenActor(database.db, personalToken, now, "local")
      : await serverTokenActor(database.db, command, production, "local");
    if (!actor) throw new Error("OPERATOR_TOKEN is not a token of an active operator.");
    if (!admits(command.roles, actor)) throw new Error("Your operator role does not allow this.");
    return await runOperatorCommand(database.db, command, now, input, actor);
  } finally {
    await database.close();
  }
}

/** Runs one CLI command and prints its JSON result. */
export async function main(args: readonly string[]): Promise<void> {
  const cmd = parseCli(args);
  const raw = loadEnv(process.env);
  const env = { ...raw, DATA_DIR: resolveDataDir(raw.DATA_DIR, process.env) };
  // A personal token (operator:token) names the operator; without one the server token is used.
  const personalToken = process.env.OPERATOR_TOKEN || undefined;
  if (!env.DATABASE_URL) {
    const serverToken = await readOperatorToken(env.DATA_DIR);
    const answer = serverToken ? await viaServer(cmd, env.OPERATOR_PORT, personalToken ?? serverToken) : null;
    if (answer !== null) {
      console.log(JSON.stringify(answer, null, 2));
      return;
    }
  }
  console.log(JSON.stringify(await direct(cmd, env, personalToken), null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
