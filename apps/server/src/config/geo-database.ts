/**
 * Where the country database lives: geoip-country's data files (GeoLite2 country ranges, shipped in
 * the npm package and republished with each GeoLite2 release), or the operator's newer copy in
 * GEOIP_DATADIR. Only whether the files are there is checked here; service/geo-country.ts reads them.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";

const require = createRequire(import.meta.url);

/** The IPv4 and IPv6 files the lookup reads. */
export const GEO_DATA_FILES = ["geoip-country.dat", "geoip-country6.dat"] as const;

/** The folder of the data files: GEOIP_DATADIR when set, else the package's own `data/`. */
export function geoDataFolder(dataDir: string | undefined): string {
  if (dataDir) return resolve(dataDir);
  return join(dirname(require.resolve("geoip-country/package.json")), "data");
}

/** True when both data files are in the folder, so addresses resolve to countries. */
export function hasCountryDatabase(dataDir: string | undefined): boolean {
  try {
    const folder = geoDataFolder(dataDir);
    return GEO_DATA_FILES.every((file) => existsSync(join(folder, file)));
  } catch {
    return false; // the package itself is missing
  }
}
