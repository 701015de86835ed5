/**
 * Remote config at run time: the shipped JSON is the defaults, and values the operator sets
 * (`config:set KEY JSON`) override them key by key from the database, so every server instance serves
 * the same config and a change needs no redeploy. The web refetches within its one-hour interval.
 */
import { type RemoteConfig, RemoteConfigSchema } from "@lotto/api";
import { asc, eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import * as v from "valibot";
import type { Db } from "../db";
import { announceChange, CHANGE_MAX_AGE_MS, changeVersion } from "../db/change-versions";
import { remoteConfigOverrides } from "../db/schema/operations";
import { toDate, toInstant } from "../db/time";
import { badRequest } from "../http/http-error";
import { remoteDefaults } from "./remote-defaults";

/** The shipped defaults, checked against the contract once at load so a bad edit fails at boot. */
v.parse(RemoteConfigSchema, remoteDefaults);

/** A config key: a letter, then letters, digits or underscores (the spec's keys and `{hash}` keys). */
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** A set value's JSON may be this long at most (a promo slide list fits many times over). */
const MAX_VALUE_LENGTH = 100_000;

type Raw = Record<string, unknown>;

/**
 * The defaults with each override applied in key order; an override the contract no longer accepts
 * (a stored value from before a schema change) is skipped alone, so the rest still applies.
 */
function merge(overrides: readonly { key: string; value: unknown }[]): { config: RemoteConfig; raw: Raw } {
  let raw: Raw = { ...remoteDefaults };
  for (const { key, value } of overrides) {
    const candidate = { ...raw, [key]: value };
    if (v.safeParse(RemoteConfigSchema, candidate).success) raw = candidate;
  }
  return { config: v.parse(RemoteConfigSchema, raw), raw };
}

async function overrides(db: Db) {
  return db.select().from(remoteConfigOverrides).orderBy(asc(remoteConfigOverrides.key));
}

interface Cached {
  version: number;
  expires: number;
  config: Promise<RemoteConfig>;
}

const cached = new WeakMap<object, Cached>();

/**
 * The remote config every instance serves now: defaults plus the operator's overrides, the bypass PIN
 * left empty: the server checks it (service/geo-bypass.ts) and no client may read it. From memory
 * until an operator's change here or on another instance (db/change-versions.ts) or its maximum age.
 */
export function currentRemoteConfig(db: Db): Promise<RemoteConfig> {
  const version = changeVersion("remote-config");
  const hit = cached.get(db);
  if (hit && hit.version === version && performance.now() < hit.expires) return hit.config;
  const entry = {
    version,
    expires: performance.now() + CHANGE_MAX_AGE_MS,
    config: overrides(db).then((rows) => served(merge(rows).config)),
  };
  cached.set(db, entry);
  entry.config.catch(() => cached.get(db) === entry && cached.delete(db));
  return entry.config;
}

const served = (config: RemoteConfig): RemoteConfig => ({ ...config, geoBlockingBypassPin: "" });

function checkedKey(key: unknown): string {
  if (typeof key !== "string" || !KEY.test(key)) {
    throw badRequest("key must be a config key such as promoSliderMaxSlides.");
  }
  return key;
}

/** The value as JSON text (from the CLI) or as a value already (a caller of the endpoint). */
function parsedValue(json: unknown): unknown {
  if (typeof json !== "string") throw badRequest("value must be JSON text, such as 2 or '{\"a\":1}'.");
  if (json.length > MAX_VALUE_LENGTH)
    throw badRequest(`value must be at most ${MAX_VALUE_LENGTH} characters.`);
  try {
    return JSON.parse(json);
  } catch {
    throw badRequest("value is not valid JSON.");
  }
}

/**
 * `config:set KEY JSON`: stores the value once the whole config with it still passes the contract's
 * schema; otherwise refuses with the schema's first complaint and stores nothing.
 */
export async function setRemoteConfig(db: Db, key: unknown, json: unknown, now: Temporal.Instant) {
  const name = checkedKey(key);
  const value = parsedValue(json);
  const { raw } = merge(await overrides(db));
  const result = v.safeParse(RemoteConfigSchema, { ...raw, [name]: value });
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join(".") ?? name;
    throw badRequest(`${path || name}: ${issue.message}`);
  }
  const updatedAt = toDate(now);
  await db
    .insert(remoteConfigOverrides)
    .values({ key: name, value, updatedAt })
    .onConflictDoUpdate({ target: remoteConfigOverrides.key, set: { value, updatedAt } });
  await announceChange(db, "remote-config");
  return { key: name, value, updated_at: now.toString() };
}

/** `config:unset KEY`: the key goes back to its shipped default (or away, when it has none). */
export async function unsetRemoteConfig(db: Db, key: unknown) {
  const name = checkedKey(key);
  const removed = await db
    .delete(remoteConfigOverrides)
    .where(eq(remoteConfigOverrides.key, name))
    .returning({ key: remoteConfigOverrides.key });
  await announceChange(db, "remote-config");
  return { key: name, removed: removed.length > 0 };
}

/** `config:list`: the operator's overrides and the config served with them. */
export async function listRemoteConfig(db: Db) {
  const rows = await overrides(db);
  return {
    overrides: rows.map((row) => ({
      key: row.key,
      value: row.value,
      updated_at: toInstant(row.updatedAt).toString(),
    })),
    served: served(merge(rows).config),
  };
}
