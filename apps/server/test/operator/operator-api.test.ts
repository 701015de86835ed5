import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as api from "@lotto/api";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli";
import { loadEnv } from "../../src/config/env";
import { operatorCommands } from "../../src/operator/operator-tables";

/** The console's sign-in (`/operator/session`) is served by the session routes rather than a command. */
const isSession = (endpoint: unknown) => (endpoint as api.EndpointDef).path === "/operator/session";

describe("the operator API (operator/operator-tables.ts)", () => {
  it("answers every operator endpoint of the contract, each once", () => {
    const contract = Object.entries(api)
      .filter(([name, endpoint]) => /^operator\w+Endpoint$/.test(name) && !isSession(endpoint))
      .map(([, endpoint]) => endpoint);
    const served = operatorCommands(loadEnv({})).map((command) => command.endpoint);
    expect(new Set(served).size).toBe(served.length);
    expect(new Set(served)).toEqual(new Set(contract));
  });
});

describe("the CLI with no server running", () => {
  let dataDir: string;
  const printed: unknown[] = [];

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "operator-cli-"));
    // No DATABASE_URL and no operator token in DATA_DIR: the CLI opens the embedded database itself.
    vi.stubEnv("DATABASE_URL", undefined);
    vi.stubEnv("DATA_DIR", dataDir);
    vi.spyOn(console, "log").mockImplementation((text: string) => {
      printed.push(JSON.parse(text));
    });
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    printed.length = 0;
    await rm(dataDir, { recursive: true, force: true });
  });

  it("runs the endpoint's command on the database", async () => {
    await main(["config:set", "promoSliderMaxSlides", "2"]);
    await main(["config:list"]);
    expect(printed[1]).toMatchObject({
      overrides: [{ key: "promoSliderMaxSlides", value: 2 }],
      served: { promoSliderMaxSlides: 2 },
    });
  }, 60_000);

  it("switches maintenance and reads the dashboard (maintenance:set, maintenance:show, dashboard)", async () => {
    await main(["maintenance:set", "--outage", "on", "--slow", "off"]);
    await main(["maintenance:set", "--slow", "default"]);
    await main(["maintenance:show"]);
    expect(printed[2]).toMatchObject({
      runtime: { gaming_system_outage: true, gaming_system_slow: null },
      served: { gaming_system_outage: true },
    });
    await expect(main(["maintenance:set", "--outage", "yes"])).rejects.toThrow(
      "--outage must be on, off or default.",
    );
    await main(["dashboard"]);
    expect(printed[3]).toMatchObject({ open_callbacks: 0, pending_withdrawals: { count: 0, amount: 0 } });
  }, 60_000);

  it("adds an operator and issues their token; OPERATOR_TOKEN then runs commands as them, with their role", async () => {
    const email = "cli-finance@operator.test";
    await main(["operator:add", "--email", email, "--role", "finance"]);
    expect(printed[0]).toMatchObject({
      email,
      role: "finance",
      password: expect.stringMatching(/^.{24,}$/),
      totp_uri: expect.stringMatching(/^otpauth:\/\/totp\//),
    });
    await main(["operator:token", "--email", email]);
    const { token } = printed[1] as { token: string };
    vi.stubEnv("OPERATOR_TOKEN", token);
    await main(["withdrawals:list"]);
    expect(printed[2]).toEqual({ withdrawals: [] });
    await expect(main(["config:list"])).rejects.toThrow("Your operator role does not allow this.");
  }, 120_000);

  it("validates the input with the endpoint's schemas, as the running server does", async () => {
    await expect(main(["callbacks:done", "--id", "1\u0000"])).rejects.toThrow(
      `id: ${api.UNSTORABLE_TEXT_MESSAGE}`,
    );
  }, 60_000);
});
