/**
 * Whether the browser can run the shop (R-STATES compatibility): local storage and IndexedDB are both
 * needed, else the incompatible screen shows.
 */
export function isBrowserCompatible(support: { localStorage: boolean; indexedDB: boolean }): boolean {
  return support.localStorage && support.indexedDB;
}
