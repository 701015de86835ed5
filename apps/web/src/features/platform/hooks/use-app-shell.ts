import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ReportChunkFailure } from "@/lib/chunk-failure";
import { useShell } from "@/lib/shell-context";
import type { AppShellActor, AppShellScreen, AppShellStart } from "../app-shell-runtime";

type Runtime = typeof import("../app-shell-runtime");
let runtime: Promise<Runtime> | undefined;
/** Loads the shell actor's chunk once; fetched at start so a later stale deploy cannot take it away. */
export const loadAppShellRuntime = () => {
  runtime ??= import("../app-shell-runtime");
  return runtime;
};

/** What the gate renders from, and the player's moves on the full screens. */
export interface AppShellView {
  screen: AppShellScreen;
  pinVisible: boolean;
  pinError: boolean;
  logoTap(): void;
  submitPin(pin: string): void;
  dismissUpdate(): void;
  dontRemind(): void;
  chunkFailed: ReportChunkFailure;
}

function deferredActor() {
  let resolve: (actor: AppShellActor) => void = () => {};
  const promise = new Promise<AppShellActor>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const idle = { screen: null, pinVisible: false, pinError: false } as const;

/**
 * Runs core's app shell machine (R-FULL-SCREEN, R-STATES compatibility, app version,
 * geo-blocked, chunk-load failure) on the wrapper's details, remote config and the geo check, with the
 * browser's storage and reload. Until its lazy chunk arrives nothing is gated (screen null).
 */
export function useAppShell(sources: AppShellStart): AppShellView {
  const { now } = useShell();
  const latest = useRef(sources);
  latest.current = sources;
  const actorRef = useRef<AppShellActor | null>(null);
  const [running, setRunning] = useState<{ actor: AppShellActor; view: Runtime["shellViewOf"] } | null>(null);
  // A route may fail before the actor is up (its boundary commits before this hook's effect runs).
  const [firstActor] = useState(deferredActor);
  useEffect(() => {
    let live = true;
    let started: AppShellActor | null = null;
    loadAppShellRuntime()
      .then(({ startAppShell, shellViewOf }) => {
        if (!live) return;
        started = startAppShell(latest.current);
        actorRef.current = started;
        firstActor.resolve(started);
        setRunning({ actor: started, view: shellViewOf });
      })
      .catch((error: unknown) => console.error("The app shell could not load", error));
    return () => {
      live = false;
      started?.stop();
      if (actorRef.current === started) actorRef.current = null;
    };
  }, [firstActor]);

  const actor = running?.actor;
  const {
    minimumAppVersion = null,
    recommendedAppVersion = null,
    geoBlockingBypassPin = null,
  } = sources.config ?? {};
  useEffect(() => {
    actor?.send({ type: "SHELL.CONFIG", minimumAppVersion, recommendedAppVersion, geoBlockingBypassPin });
  }, [actor, minimumAppVersion, recommendedAppVersion, geoBlockingBypassPin]);
  useEffect(() => {
    actor?.send({ type: "SHELL.GEO_CHECKED", countryCode: sources.countryCode });
  }, [actor, sources.countryCode]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot());

  const chunkFailed = useCallback(async () => {
    const current = actorRef.current ?? (await firstActor.promise);
    current.send({ type: "SHELL.CHUNK_FAILED", now: now() });
    return current.getSnapshot().hasTag("spinner");
  }, [now, firstActor]);

  return {
    ...(snapshot && running ? running.view(snapshot) : idle),
    logoTap: () => actor?.send({ type: "SHELL.LOGO_TAP" }),
    submitPin: (pin) => actor?.send({ type: "SHELL.SUBMIT_PIN", pin }),
    dismissUpdate: () => actor?.send({ type: "SHELL.DISMISS_UPDATE" }),
    dontRemind: () => actor?.send({ type: "SHELL.DONT_REMIND" }),
    chunkFailed,
  };
}
