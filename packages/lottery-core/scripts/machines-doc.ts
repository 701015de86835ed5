/**
 * Generates `docs/machines.md`: one Mermaid `stateDiagram-v2` per `*Machine` export of `src/index.ts`,
 * walked from the machine definitions (states, initial and final states, `on`, `after`, `always`,
 * invoke done/error transitions, guards), so the picture always matches the code (R-MACHINES).
 *
 *   tsx scripts/machines-doc.ts --write   regenerate the file
 *   tsx scripts/machines-doc.ts --check   fail if the file is stale (run by `npm test` via docs:check)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AnyStateMachine, AnyStateNode } from "xstate";
import * as core from "../src/machines/index";

const OUT = fileURLToPath(new URL("../../../docs/machines.md", import.meta.url));

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === "object" && value !== null && "root" in value && "config" in value;

// Mermaid ids allow letters, digits and underscores only.
const mermaidId = (node: AnyStateNode) =>
  node.path.map((key) => key.replace(/\W/g, "_")).join("__") || "root";

function eventLabel(type: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1]} ${done[2]}`;
  return type;
}

// A guard's name: a string, a `{ type }` object, or XState's and/or/not over named guards.
function guardName(guard: unknown): string {
  if (typeof guard === "string") return guard;
  if (typeof guard === "object" && guard !== null && "type" in guard) return String(guard.type);
  if (typeof guard === "function" && "guards" in guard && Array.isArray(guard.guards)) {
    return `${guard.name} ${guard.guards.map(guardName).join(", ")}`;
  }
  return "guarded";
}

function guardLabel(guard: unknown): string {
  return guard === undefined ? "" : ` [${guardName(guard)}]`;
}

interface Transition {
  eventType: string;
  guard?: unknown;
  target?: readonly AnyStateNode[];
}

function transitionLines(node: AnyStateNode, indent: string): string[] {
  const lines: string[] = [];
  const all: Transition[] = [...node.transitions.values()].flat();
  for (const t of node.always ?? []) all.push({ ...t, eventType: "always" });
  for (const t of all) {
    const label = `${eventLabel(t.eventType)}${guardLabel(t.guard)}`;
    // A targetless transition runs actions in place: drawn as a loop on its own state.
    const targets = t.target?.length ? t.target : [node];
    for (const target of targets) {
      const to = target.type === "history" ? target.parent! : target;
      const note = target.type === "history" ? " (history)" : "";
      lines.push(`${indent}${mermaidId(node)} --> ${mermaidId(to)} : ${label}${note}`);
    }
  }
  return lines;
}

function stateLines(node: AnyStateNode, indent: string): string[] {
  const children = Object.values(node.states).filter((child) => child.type !== "history");
  const lines: string[] = [];
  for (const child of children) {
    lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state ${mermaidId(child)} {`);
      lines.push(...stateLines(child, `${indent}  `));
      lines.push(`${indent}}`);
    }
    if (child.type === "final") lines.push(`${indent}${mermaidId(child)} --> [*]`);
  }
  const initial = node.initial?.target?.[0];
  if (initial) lines.splice(0, 0, `${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of children) lines.push(...transitionLines(child, indent));
  return lines;
}

/** The Markdown of every exported machine, in name order. */
export function machinesMarkdown(exports: Record<string, unknown>): string {
  const machines = Object.entries(exports)
    .filter(([name, value]) => name.endsWith("Machine") && isMachine(value))
    .sort(([a], [b]) => a.localeCompare(b));
  const sections = machines.map(([name, machine]) => {
    const root = (machine as AnyStateMachine).root;
    const body = [
      ...stateLines(root, "  "),
      ...transitionLines(root, "  ").filter((l) => !l.includes("root --> root")),
    ];
    const rootLoops = transitionLines(root, "").filter((l) => l.startsWith("root --> root"));
    const note = rootLoops.length
      ? `\nHandled in every state: ${rootLoops.map((l) => `\`${l.split(" : ")[1]}\``).join(", ")}.\n`
      : "";
    return `## ${name}\n${note}\n\`\`\`mermaid\nstateDiagram-v2\n${body.join("\n")}\n\`\`\`\n`;
  });
  return [
    "# State machines",
    "",
    "Generated from the machine definitions in `packages/lottery-core/src` by",
    "`packages/lottery-core/scripts/machines-doc.ts`; do not edit by hand. Regenerate with",
    "`node scripts/pnpm.mjs --filter @lotto/core run docs:machines`; `npm test` fails when this file is stale.",
    "",
    ...sections,
  ].join("\n");
}

const mode = process.argv[2];
const generated = machinesMarkdown(core as Record<string, unknown>);
if (mode === "--write") {
  writeFileSync(OUT, generated);
  console.log(`wrote ${OUT}`);
} else if (mode === "--check") {
  let current = "";
  try {
    current = readFileSync(OUT, "utf8");
  } catch {
    // A missing file is stale too.
  }
  if (current !== generated) {
    console.error(
      "docs/machines.md is stale: the machines changed. Run `node scripts/pnpm.mjs --filter @lotto/core run docs:machines` and commit it.",
    );
    process.exit(1);
  }
  console.log("docs/machines.md is up to date.");
} else {
  process.stdout.write(generated);
}
