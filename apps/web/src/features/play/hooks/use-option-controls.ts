import { parseSpecialEvents } from "@lotto/api";
import {
  advanceChoiceLabel,
  CASH3_PLAY_TYPES,
  cash3PlayFlags,
  cash3PlayTypeOf,
  type EntryOptions,
  type GameDefinition,
  hasCash3Choices,
  type PurchaseConfig,
  parseStake,
  parseSystemKey,
  playTypesOf,
  stakeChoices,
  systemKey,
  systemLabel,
} from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";
import { useMemo } from "react";
import { useRemoteConfig } from "@/api/use-remote-config";
import type { OptionControl } from "../components/entry-options-panel";
import { useGameEntry } from "./use-game-entry";
import { useGameEntryActions } from "./use-game-entry-actions";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The option controls of a game page, from the config's priced keys and core labels (R-ENTITIES, R-VALIDATION). */
export function useOptionControls(game: GameDefinition, config: PurchaseConfig): OptionControl[] {
  const { options, available, day } = useGameEntry();
  const actions = useGameEntryActions();
  const specialEvents = useRemoteConfig().data?.specialEvents;
  // Each advance choice with its draw's date in Perth, a special draw marked (core's advanceChoiceLabel);
  // worked out once per list of choices, not on every ball the player picks.
  const advanceChoices = useMemo(() => {
    const events = parseSpecialEvents(specialEvents ?? []);
    return available.advancePlayOptions.map((o) => ({
      value: String(o.bit8_advance_id),
      label: advanceChoiceLabel(game.id, o, events),
    }));
  }, [available.advancePlayOptions, specialEvents, game.id]);
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
      stepper: true,
    },
    {
      label: "Advance play",
      value: String(options.advancePlay),
      options: advanceChoices,
      onChange: (v) => actions.setOptions({ advancePlay: Number(v) }),
    },
  ];
  if (hasCash3Choices(game)) controls.push(...cash3Controls(game, options, actions.setOptions));
  const playTypes = playTypesOf(game);
  if (playTypes.length > 0) {
    controls.push({
      label: "Play",
      value: (playTypes.find((t) => t.day === (day ?? null)) ?? playTypes[0]!).value,
      options: playTypes.map((t) => ({ value: t.value, label: t.label })),
      onChange: (v) => {
        const chosen = playTypes.find((t) => t.value === v);
        if (chosen) actions.setDay(chosen.day);
      },
      toggles: true,
    });
  }
  return controls;
}

function cash3Controls(
  game: GameDefinition,
  options: EntryOptions,
  set: (change: Partial<EntryOptions>) => void,
): OptionControl[] {
  const all = options.setAllBoards;
  return [
    {
      label: "Stake",
      value: String(all.stake),
      options: stakeChoices(game).map((c) => ({ value: String(c), label: formatMoney(c) })),
      onChange: (v) => set({ setAllBoards: { ...all, stake: parseStake(game, v) ?? all.stake } }),
      toggles: true,
    },
    {
      label: "Play type",
      value: String(cash3PlayTypeOf(all)),
      options: CASH3_PLAY_TYPES.map((t) => ({ value: String(t.type), label: t.label })),
      onChange: (v) => {
        const choice = CASH3_PLAY_TYPES.find((t) => String(t.type) === v);
        if (choice) set({ setAllBoards: { ...all, ...cash3PlayFlags(choice.type) } });
      },
      toggles: true,
    },
  ];
}
