import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import * as api from "../index";
import { isStorableText, requestString, storableText } from "./text";

interface Node {
  type: string;
  pipe?: Node[];
  entries?: Record<string, Node>;
  options?: Node[];
  item?: Node;
  wrapped?: Node;
}

/** True when a string schema (or the pipe it starts) carries the storable-text check. */
const guarded = (node: Node): boolean =>
  (node.pipe ?? []).some(
    (step) =>
      step === (storableText as unknown) ||
      (step !== node && step.type === "string" && step.pipe !== undefined && guarded(step)),
  );

/** Paths of every string schema under `node` that lacks the check. */
function unguarded(node: Node, path: string): string[] {
  if (node.type === "string") return guarded(node) ? [] : [path];
  const inner = [
    ...Object.entries(node.entries ?? {}).map(([key, child]) => unguarded(child, `${path}.${key}`)),
    ...(node.options ?? []).map((child, i) => unguarded(child, `${path}|${i}`)),
    ...(node.item ? [unguarded(node.item, `${path}[]`)] : []),
    ...(node.wrapped ? [unguarded(node.wrapped, path)] : []),
  ];
  return inner.flat();
}

const endpoints = Object.entries(api).filter(
  ([name, value]) => name.endsWith("Endpoint") && typeof value === "object" && "method" in value,
) as [string, api.EndpointDef][];

describe("request strings (docs/security.md Hostile input)", () => {
  it("every string field of every request schema carries the storable-text check", () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(48);
    const missing = endpoints.flatMap(([name, endpoint]) =>
      (["params", "query", "body"] as const).flatMap((part) =>
        endpoint[part] ? unguarded(endpoint[part] as unknown as Node, `${name}.${part}`) : [],
      ),
    );
    expect(missing).toEqual([]);
  });

  it("the walk finds a bare string (so the check above can fail)", () => {
    expect(unguarded(v.object({ a: v.string(), b: requestString() }) as unknown as Node, "x")).toEqual([
      "x.a",
    ]);
  });

  it("refuses NUL and lone surrogates and keeps every other text, emoji included", () => {
    for (const bad of ["\u0000", "a\u0000b", "\ud800", "x\udc00", "\udc00\ud800", "end\ud83d"]) {
      expect(isStorableText(bad)).toBe(false);
    }
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(isStorableText(text)).toBe(!text.includes("\u0000"));
      }),
    );
    expect(isStorableText("Kylie 😀 Ōtautahi")).toBe(true);
  });

  it("agrees with the built-in well-formedness check on any UTF-16 text", () => {
    const unit = (min: number, max: number) => fc.integer({ min, max }).map((c) => String.fromCharCode(c));
    const anyUnits = fc.string({ unit: fc.oneof(unit(0, 0xffff), unit(0xd800, 0xdfff), unit(0, 0x7f)) });
    fc.assert(
      fc.property(anyUnits, (text) => {
        const wellFormed = (text as unknown as { isWellFormed(): boolean }).isWellFormed();
        expect(isStorableText(text)).toBe(wellFormed && !text.includes("\u0000"));
      }),
    );
  });
});
