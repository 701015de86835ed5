import { describe, expect, it } from "vitest";
import { CONSOLE_NAV } from "../../../operator/src/app/console-nav";
import { loadEnv } from "../../src/config/env";
import { operatorCommandOf } from "../../src/operator/operator-tables";

describe("the console's navigation by role", () => {
  it("lists each page for exactly the roles the server admits to its endpoint", () => {
    const env = loadEnv({});
    for (const page of CONSOLE_NAV) {
      const admitted = [...operatorCommandOf(page.endpoint, env).roles].sort();
      expect([page.path, [...page.roles].sort()]).toEqual([page.path, admitted]);
    }
  });
});
