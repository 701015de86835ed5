import { focusView } from "@lotto/ui/focus";
import { type RefObject, useEffect, useRef } from "react";

/**
 * Focuses `ref` (a view's heading) whenever `key` changes after the first render: the view changed in
 * place, so focus goes to its new heading instead of dropping to the page's top.
 */
export function useFocusOnChange(key: unknown, ref: RefObject<HTMLElement | null>): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger; ref is stable.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusView(ref.current);
  }, [key]);
}
