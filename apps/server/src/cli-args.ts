import { gameBySlug } from "@lotto/core";

const USAGE = [
  "usage: [draw:run] --game <slug|id> [--draw <n>] | draw:list [--game <slug|id>]",
  "     | draw:special --game <slug|id> --title <text> (--draw <n> | --at <YYYY-MM-DDTHH:MM>) [--description <text>] [--jackpot <dollars>]",
  "     | results:seed --weeks <n> | wins:pay --ticket <id>",
  "     | terms:publish --kind <terms|privacy> [--file <path>]",
  "     | config:list | config:set <key> <json> | config:unset <key>",
  "     | callbacks:list | callbacks:done --id <n> | feedback:list [--days <n>]",
  "     | withdrawals:list | withdrawals:pay --id <id> | withdrawals:reject --id <id> --reason <text>",
  "     | refunds:list | refunds:paid --id <id> | payments:alerts",
  "     | bank-accounts:release --player <id|email>",
  "     | kyc:list | kyc:approve --id <n> | kyc:reject --id <n> --reason <text>",
  "     | mail:list | errors:list [--limit <n>]",
  "     | maintenance:show | maintenance:set [--outage on|off|default] [--slow on|off|default]",
  "     | dashboard | withdrawals:aba",
  "     | operator:list | operator:add --email <email> --role <support|finance|draws|admin>",
  "     | operator:disable --email <email> | operator:token --email <email>",
].join("\n");
/** Every command with the flags it requires: the one list of commands. */
const REQUIRED = {
  "draw:run": ["game"],
  "draw:list": [],
  "draw:special": ["game", "title"],
  "results:seed": ["weeks"],
  "wins:pay": ["ticket"],
  "terms:publish": ["kind"],
  "config:list": [],
  "config:set": ["key", "value"],
  "config:unset": ["key"],
  "callbacks:list": [],
  "callbacks:done": ["id"],
  "feedback:list": [],
  "withdrawals:list": [],
  "withdrawals:pay": ["id"],
  "withdrawals:reject": ["id", "reason"],
  "refunds:list": [],
  "refunds:paid": ["id"],
  "payments:alerts": [],
  "bank-accounts:release": ["player"],
  "kyc:list": [],
  "kyc:approve": ["id"],
  "kyc:reject": ["id", "reason"],
  "mail:list": [],
  "errors:list": [],
  "maintenance:show": [],
  "maintenance:set": [],
  dashboard: [],
  "withdrawals:aba": [],
  "operator:list": [],
  "operator:add": ["email", "role"],
  "operator:disable": ["email"],
  "operator:token": ["email"],
} as const satisfies Record<string, readonly string[]>;
/** An operator command. */
export type Command = keyof typeof REQUIRED;
const COMMANDS = Object.keys(REQUIRED) as Command[];
/** Arguments given by position rather than `--flag value`, in order. */
const POSITIONAL: Partial<Record<Command, readonly string[]>> = {
  "config:set": ["key", "value"],
  "config:unset": ["key"],
};

/** Parsed command line: the command and its `--flag value` pairs. */
export interface CliCommand {
  command: Command;
  flags: Record<string, string>;
}

/** Parses argv (after the script name); throws the usage text when it is not a known command. */
export function parseCli(args: readonly string[]): CliCommand {
  const given = args.filter((a) => a !== "--");
  // `npm run draw -- --game saturday-lotto` is short for `draw:run --game saturday-lotto`.
  const [command, ...rest] = given[0]?.startsWith("--") ? ["draw:run", ...given] : given;
  const known = COMMANDS.find((c) => c === command);
  if (!known) throw new Error(USAGE);
  const positional = [...(POSITIONAL[known] ?? [])];
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; ) {
    const token = rest[i] ?? "";
    if (token.startsWith("--")) {
      const value = rest[i + 1];
      if (token === "--" || value === undefined) throw new Error(USAGE);
      flags[token.slice(2)] = value;
      i += 2;
    } else {
      const name = positional.shift();
      if (!name) throw new Error(USAGE);
      flags[name] = token;
      i += 1;
    }
  }
  if (REQUIRED[known].some((flag) => !flags[flag])) throw new Error(USAGE);
  // A game given by its page slug travels as its id, the operator endpoints' parameter.
  const bySlug = flags.game === undefined ? undefined : gameBySlug(flags.game);
  if (bySlug) flags.game = String(bySlug.id);
  return { command: known, flags };
}
