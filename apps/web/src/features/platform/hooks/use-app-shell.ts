import type { appShellMachine } from "@lotto/core/machines";
import { useSelector } from "@xstate/react";
import { useCallback, useRef, useState } from "react";
import type { Actor, SnapshotFrom } from "xstate";
import type { MobileAppDetails } from "@/lib/app-bridge";
import type { ReportChunkFailure } from "@/lib/chunk-failure";
import { useShell } from "@/lib/shell-context";

/** The running app shell actor, started by the lazily loaded host (`app-shell-host.tsx`). */
export type AppShellActor = Actor<typeof appShellMachine>;

let host: Promise<typeof import("../app-shell-host")> | undefined;
/** Loads the shell actor's host chunk once; fetched at start so a later stale deploy cannot take it away. */
export const loadAppShellHost = () => {
  host ??= import("../app-shell-host");
  return host;
};

/** What the machine starts from that the page knows: the wrapper, remote config and the geo check. */
export interface AppShellStart {
  appDetails: MobileAppDetails | null;
  config: { minimumAppVersion: string; recommendedAppVersion: string } | undefined;
  countryCode: string | null;
}

/** The full-screen state the machine is in, null when the app shows (R-SCREENS). */
export type AppShellScreen = "incompatible" | "forced-update" | "geo-blocked" | "suggested-update" | null;

/** What the gate renders from, and the player's moves on the full screens. */
export interface AppShellView {
  screen: AppShellScreen;
  pinVisible: boolean;
  /** The server is checking the PIN just submitted. */
  pinChecking: boolean;
  pinError: boolean;
  logoTap(): void;
  submitPin(pin: string): void;
  dismissUpdate(): void;
  dontRemind(): void;
  chunkFailed: ReportChunkFailure;
}

type ShellFace = Pick<AppShellView, "screen" | "pinVisible" | "pinChecking" | "pinError">;
const idle: ShellFace = { screen: null, pinVisible: false, pinChecking: false, pinError: false };

/** What the gate renders from a snapshot: the screen and the geo pin input's state; idle before the actor runs. */
function shellViewOf(snapshot: SnapshotFrom<typeof appShellMachine> | undefined): ShellFace {
  if (!snapshot) return idle;
  const screen: AppShellScreen = snapshot.matches("incompatible")
    ? "incompatible"
    : snapshot.matches("forcedUpdate")
      ? "forced-update"
      : snapshot.matches("geoBlocked")
        ? "geo-blocked"
        : snapshot.matches("suggestedUpdate")
          ? "suggested-update"
          : null;
  return {
    screen,
    pinVisible:
      snapshot.matches({ geoBlocked: "pinEntry" }) || snapshot.matches({ geoBlocked: "checkingPin" }),
    pinChecking: snapshot.matches({ geoBlocked: "checkingPin" }),
    pinError: snapshot.context.pinError,
  };
}

const sameFace = (a: ShellFace, b: ShellFace) =>
  a.screen === b.screen &&
  a.pinVisible === b.pinVisible &&
  a.pinChecking === b.pinChecking &&
  a.pinError === b.pinError;

function deferredActor() {
  let resolve: (actor: AppShellActor) => void = () => {};
  const promise = new Promise<AppShellActor>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Reads core's app shell machine (R-FULL-SCREEN, R-STATES compatibility, app version, geo-blocked,
 * chunk-load failure) from the actor its host hands over (`attach`). Until the host's lazy chunk arrives
 * nothing is gated (screen null).
 */
export function useAppShell(): AppShellView & { attach(actor: AppShellActor | null): void } {
  const { now } = useShell();
  const [actor, setActor] = useState<AppShellActor | null>(null);
  const actorRef = useRef<AppShellActor | null>(null);
  // A route may fail before the actor is up (its boundary commits before the host's effect runs).
  const [firstActor] = useState(deferredActor);
  const attach = useCallback(
    (next: AppShellActor | null) => {
      actorRef.current = next;
      if (next) firstActor.resolve(next);
      setActor(next);
    },
    [firstActor],
  );
  const face = useSelector(actor ?? undefined, shellViewOf, sameFace);

  const chunkFailed = useCallback(async () => {
    const current = actorRef.current ?? (await firstActor.promise);
    current.send({ type: "SHELL.CHUNK_FAILED", now: now() });
    return current.getSnapshot().hasTag("spinner");
  }, [now, firstActor]);

  return {
    ...face,
    logoTap: () => actor?.send({ type: "SHELL.LOGO_TAP" }),
    submitPin: (pin) => actor?.send({ type: "SHELL.SUBMIT_PIN", pin }),
    dismissUpdate: () => actor?.send({ type: "SHELL.DISMISS_UPDATE" }),
    dontRemind: () => actor?.send({ type: "SHELL.DONT_REMIND" }),
    chunkFailed,
    attach,
  };
}
