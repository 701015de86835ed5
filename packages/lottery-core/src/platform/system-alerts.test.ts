import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type SystemAlert, systemAlertsFor } from "./system-alerts";

const alert = (extra: Partial<SystemAlert> = {}): SystemAlert => ({
  show: true,
  message: "Draw results are delayed.",
  severity: "warning",
  ...extra,
});

describe("system alerts per page and game (R-ENTITIES Alerts)", () => {
  it("shows a system-wide alert on every page", () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(systemAlertsFor([alert()], `/${path}`)).toHaveLength(1);
      }),
    );
  });

  it("shows a page alert on that page only, with or without a trailing slash", () => {
    const a = alert({ pages: ["/results"] });
    expect(systemAlertsFor([a], "/results")).toEqual([a]);
    expect(systemAlertsFor([a], "/results/")).toEqual([a]);
    expect(systemAlertsFor([a], "/")).toEqual([]);
    expect(systemAlertsFor([alert({ pages: ["/"] })], "/")).toHaveLength(1);
  });

  it("shows a game alert on that game's page only", () => {
    const a = alert({ games: [5132] });
    expect(systemAlertsFor([a], "/games/powerball")).toEqual([a]);
    expect(systemAlertsFor([a], "/games/oz-lotto")).toEqual([]);
    expect(systemAlertsFor([a], "/games/no-such-game")).toEqual([]);
    expect(systemAlertsFor([a], "/results")).toEqual([]);
  });

  it("hides alerts switched off or without a message, keeping the configured order", () => {
    const first = alert({ message: "First" });
    const second = alert({ message: "Second", severity: "info" });
    const alerts = [first, alert({ show: false }), alert({ message: "  " }), second];
    expect(systemAlertsFor(alerts, "/")).toEqual([first, second]);
  });

  it("never shows a switched-off alert, whatever its scope", () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.array(fc.integer()), fc.string(), (pages, games, path) => {
        expect(systemAlertsFor([alert({ show: false, pages, games })], path)).toEqual([]);
      }),
    );
  });
});
