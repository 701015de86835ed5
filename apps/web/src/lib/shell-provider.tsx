import type { ReactNode } from "react";
import { OverlayContext } from "./overlay-context";
import { ShellContext, type ShellServices } from "./shell-context";

/** The app-wide services and the actors hosted for the whole tree (the status overlay). */
export function ShellProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return (
    <ShellContext.Provider value={services}>
      <OverlayContext.Provider>{children}</OverlayContext.Provider>
    </ShellContext.Provider>
  );
}
