import { GAMES } from "@lotto/core";
import { prerenderToNodeStream } from "react-dom/static";
import { ServerStyleSheet } from "styled-components";
import { Router } from "wouter";
import { App } from "@/app/app";
import { createShellServices } from "@/app/provider";
import { paths } from "@/config/paths";
import { OfflineScreen } from "@/features/platform/components/offline-screen";
import { LOCAL_KEYS, SESSION_KEYS } from "@/lib/storage";

/**
 * The pages a visitor lands on whose first paint the build renders into their HTML: home, results and
 * each game page. Every other path gets the generic document and paints when the app runs.
 */
export const PRERENDERED_PATHS: string[] = [
  paths.home.path,
  paths.results.path,
  ...GAMES.map((game) => paths.game.path.replace(":slug", game.slug)),
];

/**
 * Runs right after the prerendered markup: a player (stored session, or one that lapsed) or the app
 * wrapper gets a different first render than a visitor's, so the visitor's shell is dropped before it
 * paints rather than shift into theirs when the app takes over.
 */
export const VISITOR_ONLY_SCRIPT =
  `try{if(window.mobileAppDetails||sessionStorage.getItem(${JSON.stringify(SESSION_KEYS.token)})||` +
  `localStorage.getItem(${JSON.stringify(LOCAL_KEYS.lastLogin)}))document.getElementById("root").replaceChildren()}catch(e){}`;

export { EARLY_SCRIPT } from "./early-script";

const text = async (stream: AsyncIterable<unknown>) => {
  let out = "";
  for await (const chunk of stream) out += String(chunk);
  return out;
};

/**
 * Renders the offline screen (R-SCREENS), which the document keeps in a template for the moment the
 * connection drops before the app runs (prerender/early-script.ts): its markup and styles.
 */
export async function renderOffline(): Promise<{ styles: string; markup: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(<OfflineScreen />));
    return { markup: await text(prelude), styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * Renders the whole app as a visitor's first render at the current `window.location` (the build's
 * DOM stand-in, vite/prerender-run.mjs): the real shell and page with their data still loading, i.e.
 * the skeletons the client's first render shows too. Returns the markup for #root and the styles it
 * uses (a styled-components style tag).
 */
export async function renderShell(): Promise<{ styles: string; markup: string }> {
  const services = createShellServices();
  const sheet = new ServerStyleSheet();
  try {
    // Unlike renderToString, prerender waits for the lazy page chunks.
    // wouter reads the location through its server snapshot here.
    const app = (
      <Router ssrPath={window.location.pathname} ssrSearch={window.location.search.slice(1)}>
        <App services={services} />
      </Router>
    );
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(app));
    return { markup: await text(prelude), styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
    services.queryClient.clear();
  }
}
