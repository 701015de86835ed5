import { describe, expect, it } from "vitest";
import { withQuery } from "./url-params";

describe("withQuery", () => {
  it("adds and removes keys, keeping the others", () => {
    expect(withQuery("/", "page=login", { showLogin: "true" })).toBe("/?page=login&showLogin=true");
    expect(withQuery("/results", "alertType=x&tab=1", { alertType: null })).toBe("/results?tab=1");
    expect(withQuery("/", "showLogin=true", { showLogin: null })).toBe("/");
  });
});
