import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { showsMaintenance } from "./maintenance";

describe("showsMaintenance (R-SCREENS: the outage flag, except on one staging host)", () => {
  it("shows maintenance during an outage, but not on the staging host", () => {
    expect(showsMaintenance(true, "play.example", "staging.play.example")).toBe(true);
    expect(showsMaintenance(true, "staging.play.example", "staging.play.example")).toBe(false);
    expect(showsMaintenance(true, "Staging.Play.Example", "staging.play.example ")).toBe(false);
    expect(showsMaintenance(true, "play.example", null)).toBe(true);
    expect(showsMaintenance(true, "play.example", "")).toBe(true);
  });

  it("never shows maintenance without the outage flag, whatever the hosts", () => {
    fc.assert(
      fc.property(fc.domain(), fc.option(fc.domain()), (host, staging) => {
        expect(showsMaintenance(false, host, staging)).toBe(false);
        expect(showsMaintenance(true, host, staging)).toBe(staging?.toLowerCase() !== host.toLowerCase());
      }),
    );
  });
});
