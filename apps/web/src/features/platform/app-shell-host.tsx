/**
 * Hosts the app shell actor (R-FULL-SCREEN, R-STATES) with `useActorRef`: core's machine with the
 * browser's storage, reload and injected app details, fed the remote config and the geo check as they
 * answer. A lazy chunk of its own: the machine's chunk-reload policy needs the Temporal polyfill, and
 * every line here stays out of the home route's initial JS (R-WEB-QUALITY budget).
 */
import type { ApiClient } from "@lotto/api";
import { type AppShellInput, appShellMachine } from "@lotto/core/machines";
import { useActorRef } from "@xstate/react";
import { useEffect, useState } from "react";
import { fromPromise } from "xstate";
import { useApi } from "@/hooks/use-api";
import { LOCAL_KEYS, localStore, SESSION_KEYS, sessionStore } from "@/lib/storage";
import { verifyGeoPin } from "./geo-pin";
import type { AppShellActor, AppShellStart } from "./hooks/use-app-shell";

function probeStorageSupport() {
  let localStorageOk = false;
  try {
    window.localStorage.setItem("__probe", "1");
    window.localStorage.removeItem("__probe");
    localStorageOk = true;
  } catch {
    localStorageOk = false;
  }
  return { localStorage: localStorageOk, indexedDB: typeof window.indexedDB !== "undefined" };
}

/**
 * The effects the machine asks for (R-ENTITIES storage, R-STATES geo-blocked and chunk-load failure),
 * the PIN checked by the server through `api`.
 */
const browserShellMachine = (api: ApiClient) =>
  appShellMachine.provide({
    actors: { verifyPin: fromPromise(({ input }) => verifyGeoPin(api, input.pin)) },
    actions: {
      writeStorage: (_, { key, value }) => localStore.setItem(key, value),
      // Recorded on the injected details, where the wrapper (and a remount of the shell) can read it.
      markGeoBypassed: () => {
        const details = (window as { mobileAppDetails?: unknown }).mobileAppDetails;
        if (typeof details === "object" && details !== null)
          Object.assign(details, { geoBlockingBypassed: true });
      },
      reload: () => window.location.reload(),
    },
  });

const inputOf = ({ appDetails, config, countryCode }: AppShellStart): AppShellInput => ({
  support: probeStorageSupport(),
  app: appDetails,
  minimumAppVersion: config?.minimumAppVersion ?? null,
  recommendedAppVersion: config?.recommendedAppVersion ?? null,
  countryCode,
  // A bypass the server granted earlier in this app session (a reload); the server still judges it.
  geoBlockingBypassed: sessionStore.getItem(SESSION_KEYS.geoBypass) !== null,
  dontRemindAgain: localStore.getItem(LOCAL_KEYS.dontRemindAgain),
  numberOfRefreshes: localStore.getItem(LOCAL_KEYS.numberOfRefreshes),
  lastRefresh: localStore.getItem(LOCAL_KEYS.lastRefresh),
});

/**
 * Runs the app shell machine from what the page knows when the chunk arrives, tells it of later config
 * and geo answers, and hands the running actor to the gate (`onActor`), which reads it with useSelector.
 * Renders nothing.
 */
export default function AppShellHost({
  start,
  onActor,
}: {
  start: AppShellStart;
  onActor(actor: AppShellActor | null): void;
}) {
  const api = useApi();
  const [input] = useState(() => inputOf(start));
  const [machine] = useState(() => browserShellMachine(api));
  const actor = useActorRef(machine, { input });
  const { minimumAppVersion = null, recommendedAppVersion = null } = start.config ?? {};
  useEffect(() => {
    actor.send({ type: "SHELL.CONFIG", minimumAppVersion, recommendedAppVersion });
  }, [actor, minimumAppVersion, recommendedAppVersion]);
  useEffect(() => {
    actor.send({ type: "SHELL.GEO_CHECKED", countryCode: start.countryCode });
  }, [actor, start.countryCode]);
  useEffect(() => {
    onActor(actor);
    return () => onActor(null);
  }, [actor, onActor]);
  return null;
}
