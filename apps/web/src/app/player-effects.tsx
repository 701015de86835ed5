import SessionWatch from "@/features/session/session-watch";
import { usePrompts } from "./use-prompts";

/** What runs only for a logged-in player: the session watch and the prompts (spec §4); a lazy chunk. */
export default function PlayerEffects() {
  usePrompts();
  return <SessionWatch />;
}
