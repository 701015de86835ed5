import { OPERATOR_ROLES, type OperatorRole } from "@lotto/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorCommands } from "../../src/operator/operator-tables";
import { build, type TestApp } from "../helper";
import { consoleCall, signInAs } from "./console-session";

// docs/decisions.md "Operator roles": every endpoint of every operator table, called by each role and
// by nobody, is admitted or refused exactly as its table says. Calls carry no input, so an admitted
// one stops at the command's own checks (400/404) or answers; the role check comes before both.
let app: TestApp;
const cookies = {} as Record<OperatorRole, string>;
beforeAll(async () => {
  app = await build();
  for (const role of OPERATOR_ROLES) cookies[role] = await signInAs(app, role);
}, 120_000);
afterAll(async () => app?.close());

const fill = (path: string) => path.replace(/\{(\w+)\}/g, "1");

describe("the role × endpoint matrix of the operator console", () => {
  it("admits exactly the roles each command names, and nobody without a session", async () => {
    const commands = operatorCommands(app.env);
    expect(commands.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    for (const { endpoint, roles } of commands) {
      const path = fill(endpoint.path);
      const name = `${endpoint.method} ${endpoint.path}`;
      const anonymous = await consoleCall(app, endpoint.method, path, "");
      if (anonymous.status !== 401) wrong.push(`${name} without a session: ${anonymous.status}`);
      for (const role of OPERATOR_ROLES) {
        // Stay signed in: a role change or disable would end the session (none is called with input).
        const res = await consoleCall(app, endpoint.method, path, cookies[role]);
        const refused = res.status === 403 && res.body.code === "OPERATOR_ROLE";
        if (refused === roles.includes(role) || res.status === 401) {
          wrong.push(`${name} as ${role}: ${res.status} ${res.body.code ?? ""}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it("gives every command at least one role, and no role every command (admin is no superuser)", () => {
    const commands = operatorCommands(app.env);
    expect(commands.filter((c) => c.roles.length === 0)).toEqual([]);
    for (const role of OPERATOR_ROLES) {
      expect(
        commands.every((c) => c.roles.includes(role)),
        role,
      ).toBe(false);
    }
  });
});
