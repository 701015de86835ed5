import { StrictMode, startTransition } from "react";
import { App } from "@/app/app";
import { primeFirstPaintReads } from "@/app/first-paint-reads";
import { createShellServices } from "@/app/provider";
import { preloadPage } from "@/app/router";
import { installWrapperSimulator } from "@/lib/wrapper-sim";

// Dev builds only: lets wrapper-sim.html play the app wrapper (the import is dropped in production).
if (import.meta.env.DEV) installWrapperSimulator();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * Starts the app. A prerendered page's HTML already shows its first paint (apps/web/vite/prerender.ts):
 * the app waits for that page's chunk (preloaded beside this one), so its first render, which replaces
 * the prerendered markup, is the same page with the same skeletons instead of a loading spinner (a
 * chunk that fails to load is the page's error boundary's to show); it also waits, briefly, for the
 * answers the HTML started, so that the render shows their data rather than skeletons that a second,
 * blocking render would replace. React DOM is evaluated in a task of its own after this module graph
 * (its chunk is preloaded beside this one, apps/web/vite/preload-react-dom.ts): as one graph, their
 * evaluation was a single long task on a slow phone. The services and reads start in the task after.
 */
async function start(root: HTMLElement) {
  const { createRoot } = await import("react-dom/client");
  await new Promise((resolve) => setTimeout(resolve, 0));
  const prerendered = root.hasChildNodes();
  const services = createShellServices();
  if (prerendered) {
    await Promise.all([
      preloadPage(window.location.pathname).catch(() => undefined),
      primeFirstPaintReads(services.queryClient, services.api),
    ]);
  }
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread for its whole length (Lighthouse's total blocking time); the page, loaded above,
  // does not suspend, and the prerendered markup stays on screen until the render commits.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    ),
  );
}

void start(root);
