import {
  type EntryOptions,
  type GameDefinition,
  MM_PLAY_TYPES,
  type PurchaseConfig,
  parseSystemKey,
  purchaseConfigDay,
  systemKey,
  systemLabel,
} from "@lotto/core";
import { formatMoney } from "@/lib/format-money";
import type { OptionControl } from "../components/entry-options-panel";
import { useGameEntry } from "./use-game-entry";
import { useGameEntryActions } from "./use-game-entry-actions";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
const cash3Type = (o: EntryOptions) =>
  o.setAllBoards.exact && o.setAllBoards.any ? "4" : o.setAllBoards.any ? "2" : "1";

/** The option controls of a game page, from the config's priced keys and core labels (spec §3, §5). */
export function useOptionControls(game: GameDefinition, config: PurchaseConfig): OptionControl[] {
  const { options, available, day } = useGameEntry();
  const actions = useGameEntryActions();
  const systems = Object.keys(config.pricing_information).flatMap((key) => parseSystemKey(key) ?? []);
  const controls: OptionControl[] = [
    {
      label: "System",
      value: systemKey(options.system, options.powerpik),
      options: systems.map((s) => ({
        value: systemKey(s.system, s.powerpik),
        label: systemLabel(game.id, s.system, s.powerpik),
      })),
      onChange: (v) => {
        const parsed = parseSystemKey(v);
        if (parsed) actions.setOptions(parsed);
      },
    },
    {
      label: "Number of boards",
      value: options.numberOfBoards,
      options: available.numberOfBoardsOptions.map((n) => ({ value: n, label: n })),
      onChange: (v) => actions.setOptions({ numberOfBoards: v }),
    },
    {
      label: "Multi-draw",
      value: String(options.multiDraw),
      options: available.multiDrawOptions.map((n) => ({ value: String(n), label: plural(n, "draw") })),
      onChange: (v) => actions.setOptions({ multiDraw: Number(v) }),
    },
    {
      label: "Advance play",
      value: String(options.advancePlay),
      options: available.advancePlayOptions.map((o) => ({
        value: String(o.bit8_advance_id),
        label: o.label,
      })),
      onChange: (v) => actions.setOptions({ advancePlay: Number(v) }),
    },
  ];
  if (game.id === 2116) controls.push(...cash3Controls(options, actions.setOptions));
  if (game.id === 5303) {
    controls.push({
      label: "Play",
      value: day ?? "3DayPlay",
      options: MM_PLAY_TYPES.map((t) => ({
        value: t,
        label: t === "3DayPlay" ? "3-Day Play" : `1-Day Play: ${t}`,
      })),
      onChange: (v) => actions.setDay(purchaseConfigDay(v as (typeof MM_PLAY_TYPES)[number])),
      toggles: true,
    });
  }
  return controls;
}

function cash3Controls(options: EntryOptions, set: (change: Partial<EntryOptions>) => void): OptionControl[] {
  const all = options.setAllBoards;
  return [
    {
      label: "Stake",
      value: String(all.stake),
      options: [50, 100].map((c) => ({ value: String(c), label: formatMoney(c) })),
      onChange: (v) => set({ setAllBoards: { ...all, stake: v === "100" ? 100 : 50 } }),
      toggles: true,
    },
    {
      label: "Play type",
      value: cash3Type(options),
      options: [
        { value: "1", label: "Exact" },
        { value: "2", label: "Any" },
        { value: "4", label: "Both" },
      ],
      onChange: (v) => set({ setAllBoards: { ...all, exact: v !== "2", any: v !== "1" } }),
      toggles: true,
    },
  ];
}
