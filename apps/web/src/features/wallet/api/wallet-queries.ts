import { addCard, type CardInput, type PaymentGateway, removeCard, setDefaultCard } from "@lotto/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountQueries } from "@/api/account-queries";
import { invalidateAfter } from "@/api/invalidate";
import { queries } from "@/api/queries";
import { useApi } from "@/hooks/use-api";
import { type CardGatewayAdapter, sandboxCardGatewayAdapter } from "../card-gateway-adapter";

/** A card to save as typed: it is tokenised with the gateway first, and only the token is sent. */
export interface NewCard {
  card: CardInput;
  makeDefault: boolean;
}

/** `GET /user/balances`. */
export function useBalance() {
  return useQuery(queries.balances(useApi()));
}

/** `GET /user/limits` (one key with the account, cart and top bar, so one refresh serves all). */
export function useWalletLimits() {
  return useQuery(queries.limits(useApi()));
}

/** `GET /user/deposit-limits`: what may be deposited now (one key with the account's deposit limit). */
export function useDepositLimits() {
  return useQuery(accountQueries.depositLimits(useApi()));
}

/** `GET /user/cards`. */
export function useCards() {
  return useQuery(accountQueries.cards(useApi()));
}

/** `GET /user/payment-details`, only when allowed (R-ROLES: not self-excluded and setup done). */
export function usePaymentDetails(enabled: boolean) {
  return useQuery({ ...accountQueries.paymentDetails(useApi()), enabled });
}

/** `GET /user/paypal/client-token` (R-CALLS), fetched once PayPal is chosen. */
export function usePaypalClientToken(enabled: boolean) {
  return useQuery({ ...accountQueries.paypalToken(useApi()), enabled });
}

/** The server's payment gateway (`GET /config`, docs/payments.md): the sandbox's until it says otherwise. */
export function usePaymentGateway(): PaymentGateway {
  return useQuery(queries.serviceStatus(useApi())).data?.payment_gateway ?? "sandbox";
}

/** Adding, removing and defaulting saved cards; each refreshes the card list. */
export function useCardActions(cardGateway: CardGatewayAdapter = sandboxCardGatewayAdapter) {
  const api = useApi();
  const client = useQueryClient();
  const refresh = () => invalidateAfter(client, "card");
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
      onSuccess: (cards) => client.setQueryData(accountQueries.cards(api).queryKey, cards),
    }),
  };
}
