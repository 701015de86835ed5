import type { ApiClient } from "@lotto/api";
import { createContext, useContext } from "react";

/** The console's API client: same-origin calls on the operator listener, the session in its cookie. */
export const ApiContext = createContext<ApiClient | null>(null);

/** The console's API client; only inside {@link ApiContext}. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error("useApi outside the console's providers");
  return client;
}
