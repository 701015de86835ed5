import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));
const schemaFiles = readdirSync(join(SRC, "schemas")).filter(
  (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"),
);

describe("the package's names", () => {
  it("the index names every export: no `export *`, so an unused name shows", () => {
    expect(readFileSync(join(SRC, "index.ts"), "utf8")).not.toMatch(/export\s+(type\s+)?\*/);
  });

  it("a schema is a PascalCase `…Schema` value; a function that builds one is a camelCase `…SchemaOf`", async () => {
    const misnamed: string[] = [];
    for (const file of schemaFiles) {
      const module: Record<string, unknown> = await import(`./schemas/${file}`);
      for (const [name, value] of Object.entries(module)) {
        if (!/Schema(Of)?$/.test(name)) continue;
        const ok =
          typeof value === "function" ? /^[a-z]\w*SchemaOf$/.test(name) : /^[A-Z]\w*Schema$/.test(name);
        if (!ok) misnamed.push(`${file}: ${name}`);
      }
    }
    expect(misnamed).toEqual([]);
  });
});
