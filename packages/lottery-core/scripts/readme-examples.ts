/**
 * Keeps the README's examples verbatim copies of examples/*.ts (each is run and checked by
 * examples/examples.test.ts, or a test itself). A block is marked `<!-- example: examples/NAME.ts -->` followed by a ts fence.
 *
 *   tsx scripts/readme-examples.ts --write   copy every example into the README
 *   tsx scripts/readme-examples.ts --check   fail if a block differs from its file or an example is not shown
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const README = `${root}README.md`;
const BLOCK = /<!-- example: (examples\/[\w.-]+\.ts) -->\n```ts\n[\s\S]*?```/g;

const before = readFileSync(README, "utf8");
const shown = new Set<string>();
const after = before.replace(BLOCK, (_, path: string) => {
  shown.add(path);
  return `<!-- example: ${path} -->\n\`\`\`ts\n${readFileSync(root + path, "utf8")}\`\`\``;
});
const examples = readdirSync(`${root}examples`)
  .filter((name) => name.endsWith(".ts") && name !== "examples.test.ts")
  .map((name) => `examples/${name}`);
const missing = examples.filter((path) => !shown.has(path));

if (process.argv.includes("--write")) {
  writeFileSync(README, after);
} else if (after !== before || missing.length > 0) {
  console.error(
    `packages/lottery-core/README.md is stale${missing.length ? ` (not shown: ${missing.join(", ")})` : ""}: ` +
      "run `pnpm --filter @lotto/core docs:readme`",
  );
  process.exit(1);
}
