import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { resolveDataDir } from "../../src/config/data-dir";
import { OPERATOR_TOKEN_FILE, OPERATOR_TOKEN_HEADER } from "../../src/operator/operator-token";

const root = fileURLToPath(new URL("../../../..", import.meta.url));

describe("resolveDataDir", () => {
  it("resolves a relative DATA_DIR against INIT_CWD and keeps an absolute one", () => {
    expect(resolveDataDir("./data", { INIT_CWD: "/home/me/shop" })).toBe("/home/me/shop/data");
    expect(resolveDataDir("/srv/lotto", { INIT_CWD: "/home/me/shop" })).toBe("/srv/lotto");
    expect(resolveDataDir("data", {})).toBe(join(process.cwd(), "data"));
  });
});

describe("npm run draw (scripts/draw.mjs)", () => {
  it("reads the operator token from DATA_DIR relative to where it was started, not apps/server", async () => {
    // A stand-in for the running server: the CLI finds the token in DATA_DIR and calls this endpoint.
    const started = await mkdtemp(join(tmpdir(), "draw-cwd-"));
    await mkdir(join(started, "rel-data"));
    await writeFile(join(started, "rel-data", OPERATOR_TOKEN_FILE), "token-in-rel-data\n");
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(`${req.url} ${req.headers[OPERATOR_TOKEN_HEADER]}`);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ data: { draws: [] }, message: "OK" }));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const port = (server.address() as AddressInfo).port;
    const child = spawn(process.execPath, [join(root, "scripts/draw.mjs"), "draw:list"], {
      cwd: started,
      env: { ...process.env, INIT_CWD: started, DATA_DIR: "rel-data", OPERATOR_PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    const [code] = await once(child, "exit");
    server.close();
    expect(code).toBe(0);
    expect(seen).toEqual(["/api/v1/operator/draws token-in-rel-data"]);
    expect(JSON.parse(out)).toEqual({ draws: [] });
  }, 60_000);
});
