import {
  addCard,
  type CardInput,
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
import { type CardGatewayAdapter, sandboxCardGatewayAdapter } from "../card-gateway-adapter";

/** A card to save as typed: it is tokenised with the gateway first, and only the token is sent. */
export interface NewCard {
  card: CardInput;
  makeDefault: boolean;
}

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

/** `GET /user/payment-details`, only when allowed (R-ROLES: not self-excluded and setup done). */
export function usePaymentDetails(enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: WALLET_KEYS.paymentDetails, queryFn: () => getPaymentDetails(api), enabled });
}

/** `GET /user/paypal/client-token` (R-CALLS), fetched once PayPal is chosen. */
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
export function useCardActions(cardGateway: CardGatewayAdapter = sandboxCardGatewayAdapter) {
  const api = useApi();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: WALLET_KEYS.cards });
  return {
    add: useMutation({
      mutationFn: async ({ card, makeDefault }: NewCard) =>
        addCard(api, { body: { card_token: await cardGateway.tokenise(card), default: makeDefault } }),
      onSuccess: refresh,
    }),
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
