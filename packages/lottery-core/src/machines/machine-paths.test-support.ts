/**
 * Test support for the machine tests: walks a machine with
 * `@xstate/graph` so each test can pin every reachable state, its shortest path and every transition.
 * A new state or transition changes these tables, so it cannot go untested. Not exported from the package.
 */
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "@xstate/graph";
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, StateValue } from "xstate";
import { __unsafe_getAllOwnEventDescriptors, createActor, fromPromise } from "xstate";

/** A state value as dotted leaf paths, e.g. `{ active: "open" }` → `active.open`. */
export function flatValue(value: StateValue): string {
  if (typeof value === "string") return value;
  return Object.entries(value)
    .map(([key, child]) => `${key}.${flatValue(child as StateValue)}`)
    .join(",");
}

/**
 * Every leaf state a machine can rest in, as a dotted path: history pseudo-states and transient
 * states (left at once by an unguarded `always`) are left out.
 */
export function machineLeaves(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode, prefix: string): string[] => {
    const children = Object.values(node.states).filter(
      // A state that always leaves at once (an unguarded `always`) is never at rest; a guarded one can be.
      (child) => child.type !== "history" && !child.always?.some((t) => !t.guard),
    );
    if (children.length === 0) return [prefix];
    return children.flatMap((child) => walk(child, prefix ? `${prefix}.${child.key}` : child.key));
  };
  return walk(machine.root, "").sort();
}

/** How the walk names a snapshot: its state, plus any context facts the guards depend on. */
export type SnapshotKey = (snapshot: AnyMachineSnapshot) => string;

const byValue: SnapshotKey = (snapshot) => flatValue(snapshot.value);

/**
 * Shortest paths and all transitions of a machine. Each state is offered the sample events of the
 * types it handles (payloads matter for guards); other handled types are sent bare.
 */
export function machineGraph(
  machine: AnyStateMachine,
  samples: readonly (EventObject & Record<string, unknown>)[],
  key: SnapshotKey = byValue,
  input?: unknown,
) {
  const events = (snapshot: AnyMachineSnapshot) =>
    __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
      const matching = samples.filter((event) => event.type === type);
      return matching.length > 0 ? matching : [{ type }];
    });
  const options = {
    events,
    input,
    serializeState: key,
    serializeEvent: (e: EventObject) => JSON.stringify(e),
  };
  const paths = Object.fromEntries(
    getShortestPaths(machine, options).map((path) => [
      key(path.state),
      path.steps.slice(1).map((s) => s.event),
    ]),
  );
  const steps = adjacencyMapToArray(getAdjacencyMap(machine, options));
  // Moves between states are listed one by one; events that stay put are listed per state.
  const edges = steps
    .filter(({ state, nextState }) => key(state) !== key(nextState))
    .map(({ state, event, nextState }) => `${key(state)} -${event.type}-> ${key(nextState)}`);
  const handled: Record<string, string> = {};
  for (const { state, event } of steps) {
    const name = flatValue(state.value);
    handled[name] = [...new Set(handled[name]?.split(" ")).add(event.type)].sort().join(" ");
  }
  return { paths, edges: [...new Set(edges)].sort(), handled };
}

const neverSettles = fromPromise(() => new Promise<never>(() => {}));

/**
 * Replays each shortest path on a live actor (effects stubbed: actors never settle, injected actions do
 * nothing) and lists the paths that did not end in their state; empty when the walk matches the machine.
 */
export function replayShortestPaths(
  machine: AnyStateMachine,
  paths: Record<string, readonly EventObject[]>,
  key: SnapshotKey = byValue,
  input?: unknown,
): string[] {
  const { actions = {}, actors = {} } = machine.implementations;
  // Built-in actions (assign, raise, sendTo…) carry an `xstate.*` type; the rest are injected effects.
  const builtIn = (name: string) =>
    String((actions[name] as { type?: unknown }).type ?? "").startsWith("xstate.");
  const effects = Object.keys(actions).filter((name) => !builtIn(name));
  const live = machine.provide({
    actions: Object.fromEntries(effects.map((name) => [name, () => {}])),
    actors: Object.fromEntries(Object.keys(actors).map((name) => [name, neverSettles])),
  });
  const wrong: string[] = [];
  for (const [end, events] of Object.entries(paths)) {
    const actor = createActor(live, { input }).start();
    for (const event of events) actor.send(event);
    const reached = key(actor.getSnapshot());
    if (reached !== end) wrong.push(`${end} ended in ${reached}`);
    actor.stop();
  }
  return wrong;
}
