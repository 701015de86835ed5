import { abVariant } from "@lotto/core";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AppProvider, createShellServices } from "@/app/provider";
import { PLAYER } from "@/testing/render-with-shell";
import { useAbVariant } from "./use-ab-variant";

function setup() {
  const services = createShellServices();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider services={services}>{children}</AppProvider>
  );
  return { services, wrapper };
}

describe("A/B variant of the player (R-VALIDATION, core's abVariant)", () => {
  it("gives visitors the control arm and a player core's arm for the test", () => {
    const { services, wrapper } = setup();
    const { result } = renderHook(() => useAbVariant("removePlayNowButtonFromHero", 0.5), { wrapper });
    expect(result.current).toBe("A");
    // Find a player id core puts in B at 0.5, so the hook is seen to follow core and not default to A.
    const playerId = ["P1", "P2", "P3", "P4", "P5", "P6"].find(
      (id) => abVariant("removePlayNowButtonFromHero", id, 0.5) === "B",
    )!;
    act(() => {
      services.session.signIn("token", new Date().toISOString());
      services.session.setUser({ ...PLAYER, playerId });
    });
    expect(result.current).toBe("B");
  });

  it("keeps everyone in A at weighting 0 and in B at weighting 1", () => {
    const { services, wrapper } = setup();
    act(() => {
      services.session.signIn("token", new Date().toISOString());
      services.session.setUser(PLAYER);
    });
    expect(renderHook(() => useAbVariant("deposit-minimum", 0), { wrapper }).result.current).toBe("A");
    expect(renderHook(() => useAbVariant("deposit-minimum", 1), { wrapper }).result.current).toBe("B");
  });
});
