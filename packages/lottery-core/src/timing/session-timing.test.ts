import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { parseStoredInstant } from "./instant";
import { sessionMsLeft, sessionPhase } from "./session-timing";

const login = Temporal.Instant.from("2026-03-01T10:00:00Z");
const at = (seconds: number) => login.add({ milliseconds: seconds * 1000 });

describe("session timing (R-STATES, R-LIMITS)", () => {
  it("counts 720 s from lastLogin", () => {
    expect(sessionMsLeft(login, login)).toBe(720_000);
    expect(sessionMsLeft(login, at(700))).toBe(20_000);
  });

  it("warns in the last 60 s, expires at 0 and is stale after 13 minutes", () => {
    expect(sessionPhase(login, at(659.999))).toBe("active");
    expect(sessionPhase(login, at(660))).toBe("warning");
    expect(sessionPhase(login, at(719.999))).toBe("warning");
    expect(sessionPhase(login, at(720))).toBe("expired");
    expect(sessionPhase(login, at(780))).toBe("expired");
    expect(sessionPhase(login, at(780.001))).toBe("stale");
  });

  it("moves through the phases in order as time passes", () => {
    const order = ["active", "warning", "expired", "stale"];
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(2000), (a, b) => {
        const [early, late] = a < b ? [a, b] : [b, a];
        expect(order.indexOf(sessionPhase(login, at(early)))).toBeLessThanOrEqual(
          order.indexOf(sessionPhase(login, at(late))),
        );
      }),
    );
  });

  it("parses a stored ISO instant and treats missing or corrupt values as never", () => {
    expect(parseStoredInstant("2026-03-01T10:00:00Z")?.equals(login)).toBe(true);
    expect(parseStoredInstant(null)).toBeNull();
    expect(parseStoredInstant("")).toBeNull();
    expect(parseStoredInstant("yesterday")).toBeNull();
  });
});
