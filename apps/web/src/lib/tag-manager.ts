/** The tag manager loader (R-CALLS), its own chunk: only builds with `VITE_GTM_ID` ever load it. */

const SCRIPT_ID = "tag-manager";

/**
 * Loads the tag manager once when `id` is set (R-CALLS), after its start event, as the vendor's
 * snippet does; returns whether a script was added.
 */
export function loadTagManager(id: string | null, doc: Document = document): boolean {
  if (!id || doc.getElementById(SCRIPT_ID)) return false;
  window.dataLayer ??= [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = doc.createElement("script");
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  doc.head.append(script);
  return true;
}
