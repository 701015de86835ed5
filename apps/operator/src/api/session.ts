import {
  call,
  isApiError,
  type OperatorRole,
  operatorSessionEndpoint,
  operatorSignInEndpoint,
  operatorSignOutEndpoint,
} from "@lotto/api";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "./api-context";
import { SESSION_KEY } from "./query-keys";

/** Drops every read but the session's (whose observers must hear of the change). */
const forgetReads = (queryClient: QueryClient) =>
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== JSON.stringify(SESSION_KEY) });

/** The signed-in operator, as the server's session cookie says. */
export interface OperatorSession {
  email: string;
  role: OperatorRole;
}

/** The operator's session: null when signed out (the server answers 401), else who and which role. */
export function useOperatorSession() {
  const client = useApi();
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<OperatorSession | null> => {
      try {
        return await call(client, operatorSessionEndpoint, {});
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The sign-in form's fields. */
export interface SignInFields {
  email: string;
  password: string;
  /** The authenticator's 6 digits; empty when the account has no two-factor (development only). */
  code: string;
}

/** Signs in: the server sets the session cookie and answers who signed in. */
export function useSignIn() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password, code }: SignInFields) =>
      call(client, operatorSignInEndpoint, {
        body: { email: email.trim(), password, ...(code ? { code } : {}) },
      }),
    onSuccess: (session) => {
      // Whatever another operator's session had read must not show to this one.
      forgetReads(queryClient);
      queryClient.setQueryData(SESSION_KEY, session);
    },
  });
}

/** Signs out: the server ends the session; every read of the console is dropped. */
export function useSignOut() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(client, operatorSignOutEndpoint, {}),
    onSettled: () => {
      forgetReads(queryClient);
      queryClient.setQueryData(SESSION_KEY, null);
    },
  });
}
