/**
 * Settings an admin switches while the shop runs (docs/operations.md "Maintenance switch"): the
 * maintenance flags `GET /config` serves and the staff distribution lists. Each key is one row of
 * `runtime_settings`; a key never set there takes its boot default (the environment's value). Every
 * instance reads them from memory until a change is announced (db/change-versions.ts), and at most
 * {@link SETTINGS_MAX_AGE_MS} in any case, so a switch is served everywhere within seconds even if an
 * announcement is lost.
 */
import { STAFF_ROLES, type StaffRole } from "@lotto/api";
import { inArray } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Env } from "../config/env";
import type { Db } from "../db";
import { announceChange, changeVersion } from "../db/change-versions";
import { runtimeSettings } from "../db/schema/runtime";
import { toDate } from "../db/time";

/** The longest an instance serves a setting without reading it again: the switch's promise is 5 s. */
export const SETTINGS_MAX_AGE_MS = 4_000;

/** The maintenance flags of `GET /config`. */
export const MAINTENANCE_KEYS = ["gaming_system_outage", "gaming_system_slow"] as const;
export type MaintenanceKey = (typeof MAINTENANCE_KEYS)[number];

/** The key of a role's distribution list. */
const staffMailKey = (role: StaffRole) => `staff_mail.${role}`;

type Settings = ReadonlyMap<string, unknown>;

interface Cached {
  version: number;
  expires: number;
  settings: Promise<Settings>;
}

const cached = new WeakMap<object, Cached>();

/** Every run-time setting, from memory while fresh (see the file's comment). */
export function currentSettings(db: Db): Promise<Settings> {
  const version = changeVersion("runtime-settings");
  const hit = cached.get(db);
  if (hit && hit.version === version && performance.now() < hit.expires) return hit.settings;
  const entry: Cached = {
    version,
    expires: performance.now() + SETTINGS_MAX_AGE_MS,
    settings: db
      .select({ key: runtimeSettings.key, value: runtimeSettings.value })
      .from(runtimeSettings)
      .then((rows) => new Map(rows.map((row) => [row.key, row.value]))),
  };
  cached.set(db, entry);
  entry.settings.catch(() => cached.get(db) === entry && cached.delete(db));
  return entry.settings;
}

/** The boot defaults of the maintenance flags: the environment's, absent when unset (R-ENTITIES). */
type BootDefaults = Pick<Env, "GAMING_SYSTEM_OUTAGE" | "GAMING_SYSTEM_SLOW">;

const runtimeFlag = (settings: Settings, key: MaintenanceKey): boolean | null => {
  const value = settings.get(key);
  return typeof value === "boolean" ? value : null;
};

/** The flags `GET /config` serves: each run-time value, else the environment's, else absent. */
export async function servedMaintenance(db: Db, env: BootDefaults) {
  const settings = await currentSettings(db);
  const outage = runtimeFlag(settings, "gaming_system_outage") ?? env.GAMING_SYSTEM_OUTAGE;
  const slow = runtimeFlag(settings, "gaming_system_slow") ?? env.GAMING_SYSTEM_SLOW;
  return {
    ...(outage === undefined ? {} : { gaming_system_outage: outage }),
    ...(slow === undefined ? {} : { gaming_system_slow: slow }),
  };
}

/** The switch as an admin sees it: the run-time values and what is served. */
export async function maintenanceView(db: Db, env: BootDefaults) {
  const settings = await currentSettings(db);
  return {
    runtime: {
      gaming_system_outage: runtimeFlag(settings, "gaming_system_outage"),
      gaming_system_slow: runtimeFlag(settings, "gaming_system_slow"),
    },
    served: await servedMaintenance(db, env),
  };
}

/** Writes (or, for `null`, removes) settings in one transaction, then tells every instance. */
async function writeSettings(
  db: Db,
  values: ReadonlyMap<string, unknown>,
  now: Temporal.Instant,
  by: string | null,
): Promise<void> {
  if (values.size === 0) return;
  await db.transaction(async (tx) => {
    const removed = [...values].filter(([, value]) => value === null).map(([key]) => key);
    if (removed.length > 0) await tx.delete(runtimeSettings).where(inArray(runtimeSettings.key, removed));
    for (const [key, value] of values) {
      if (value === null) continue;
      const updatedAt = toDate(now);
      await tx
        .insert(runtimeSettings)
        .values({ key, value, updatedAt, updatedBy: by })
        .onConflictDoUpdate({ target: runtimeSettings.key, set: { value, updatedAt, updatedBy: by } });
    }
  });
  await announceChange(db, "runtime-settings");
}

/** Switches maintenance: each flag given is set (`null`: back to the boot default); the rest stay. */
export async function setMaintenance(
  db: Db,
  env: BootDefaults,
  input: Partial<Record<MaintenanceKey, boolean | null | undefined>>,
  now: Temporal.Instant,
  by: string | null = null,
) {
  const changes = new Map<string, unknown>();
  for (const key of MAINTENANCE_KEYS) {
    const value = input[key];
    if (value !== undefined) changes.set(key, value);
  }
  await writeSettings(db, changes, now, by);
  return maintenanceView(db, env);
}

/** Every role's distribution list (empty when none is set). */
export async function staffMailLists(db: Db): Promise<Record<StaffRole, string[]>> {
  const settings = await currentSettings(db);
  return Object.fromEntries(
    STAFF_ROLES.map((role) => {
      const value = settings.get(staffMailKey(role));
      return [role, Array.isArray(value) ? value.filter((a): a is string => typeof a === "string") : []];
    }),
  ) as Record<StaffRole, string[]>;
}

/** Replaces one role's distribution list (the contract checked each address), duplicates dropped. */
export async function setStaffMail(
  db: Db,
  role: StaffRole,
  addresses: readonly string[],
  now: Temporal.Instant,
  by: string | null = null,
) {
  const unique = [...new Set(addresses.map((a) => a.toLowerCase()))];
  await writeSettings(db, new Map([[staffMailKey(role), unique.length > 0 ? unique : null]]), now, by);
  return staffMailLists(db);
}
