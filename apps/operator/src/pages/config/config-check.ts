import { RemoteConfigSchema } from "@lotto/api";
import * as v from "valibot";

/** What the editor makes of the typed text: the value to send, or why it cannot be sent. */
export type ConfigEdit = { ok: true; value: unknown } | { ok: false; problem: string };

/**
 * Checks an edited value before it goes to the server: it must be JSON, and the whole config with it
 * must pass the contract's remote config schema (the server checks the same and stores nothing on a
 * failure). The problem names the path, as the server's message does.
 */
export function checkConfigEdit(served: Record<string, unknown>, key: string, text: string): ConfigEdit {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: "The value is not valid JSON." };
  }
  const result = v.safeParse(RemoteConfigSchema, { ...served, [key]: value });
  if (result.success) return { ok: true, value };
  const [issue] = result.issues;
  const path = (issue && v.getDotPath(issue)) || key;
  return { ok: false, problem: `${path}: ${issue?.message ?? "invalid"}` };
}
