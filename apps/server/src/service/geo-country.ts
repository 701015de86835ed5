/**
 * The client's country for the geo check and the server's geo rule (R-STATES geo-blocked): 'Private'
 * for loopback and private addresses, else a trusted proxy's country header, else the country
 * database (geoip-country, loaded once on first use: ~8 MB, ~20 ms), else GEO_DEFAULT_COUNTRY.
 */
import { createRequire } from "node:module";
import { geoDataFolder, hasCountryDatabase } from "../config/geo-database";
import { isPrivateAddress } from "./private-address";

const require = createRequire(import.meta.url);

type Lookup = (ip: string) => string | null;

/** The database's lookup, or null without data files; read once per process. */
let database: Lookup | null | undefined;

function loadDatabase(dataDir: string | undefined): Lookup | null {
  if (database !== undefined) return database;
  if (!hasCountryDatabase(dataDir)) {
    database = null;
    return database;
  }
  // geoip-country reads its folder from this global when it loads (its documented setting).
  (globalThis as { geoip_datadir?: string }).geoip_datadir = geoDataFolder(dataDir);
  const geoip = require("geoip-country") as typeof import("geoip-country");
  database = (ip) => geoip.lookup(ip)?.country ?? null;
  return database;
}

/** What resolving a country reads besides the address. */
export interface GeoSettings {
  /** The trusted proxy's country header value, already dropped unless TRUST_PROXY > 0. */
  proxyCountry: string | string[] | undefined;
  defaultCountry: string;
  dataDir: string | undefined;
}

const COUNTRY = /^[A-Z]{2}$/i;

/**
 * The country code of `ip`, 'Private' for local addresses.
 * @example countryOf("8.8.8.8", { proxyCountry: undefined, defaultCountry: "AU", dataDir: undefined }) // "US"
 */
export function countryOf(ip: string, { proxyCountry, defaultCountry, dataDir }: GeoSettings): string {
  if (isPrivateAddress(ip)) return "Private";
  if (typeof proxyCountry === "string" && COUNTRY.test(proxyCountry)) return proxyCountry.toUpperCase();
  return loadDatabase(dataDir)?.(ip) ?? defaultCountry;
}
