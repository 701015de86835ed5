import {
  type AddCardBody,
  addCard,
  getBalances,
  getCards,
  getLimits,
  getPaymentDetails,
  getPaypalClientToken,
  removeCard,
  setDefaultCard,
} from "@lotto/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** Query keys the wallet reads; a deposit refreshes balance and limits everywhere they show. */
export const WALLET_KEYS = {
  balances: ["balances"],
  limits: ["limits"],
  cards: ["cards"],
  paymentDetails: ["payment-details"],
  paypalToken: ["paypal-client-token"],
} as const;

/** `GET /user/balances`. */
export function useBalance() {
  const api = useApi();
  return useQuery({ queryKey: WALLET_KEYS.balances, queryFn: () => getBalances(api) });
}

/** `GET /user/limits` (the same key as the account and cart, so one refresh serves all). */
export function useWalletLimits() {
  const api = useApi();
  return useQuery({ queryKey: WALLET_KEYS.limits, queryFn: () => getLimits(api) });
}

/** `GET /user/cards`. */
export function useCards() {
  const api = useApi();
  return useQuery({ queryKey: WALLET_KEYS.cards, queryFn: () => getCards(api) });
}

/** `GET /user/payment-details`, only when allowed (spec §6: not self-excluded and setup done). */
export function usePaymentDetails(enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: WALLET_KEYS.paymentDetails, queryFn: () => getPaymentDetails(api), enabled });
}

/** `GET /user/paypal/client-token` (spec §7), fetched once PayPal is chosen. */
export function usePaypalClientToken(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: WALLET_KEYS.paypalToken,
    queryFn: () => getPaypalClientToken(api),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Adding, removing and defaulting saved cards; each refreshes the card list. */
export function useCardActions() {
  const api = useApi();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: WALLET_KEYS.cards });
  return {
    add: useMutation({ mutationFn: (body: AddCardBody) => addCard(api, { body }), onSuccess: refresh }),
    remove: useMutation({
      mutationFn: (cardId: string) => removeCard(api, { params: { cardId } }),
      onSuccess: refresh,
    }),
    makeDefault: useMutation({
      mutationFn: (cardId: string) => setDefaultCard(api, { params: { cardId } }),
      onSuccess: (cards) => client.setQueryData(WALLET_KEYS.cards, cards),
    }),
  };
}
