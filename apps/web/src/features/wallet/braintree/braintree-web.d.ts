/**
 * The few calls of braintree-web's components the payment step makes (docs/payments.md), typed here:
 * each component is imported by its own path so only those are bundled, into the payment step's chunk.
 */
declare module "braintree-web/client" {
  export interface Client {
    teardown(): Promise<void>;
  }
  export function create(options: { authorization: string }): Promise<Client>;
}

declare module "braintree-web/hosted-fields" {
  import type { Client } from "braintree-web/client";
  export interface HostedFieldsTokenizePayload {
    nonce: string;
    details: { bin: string; lastFour: string; cardType: string };
  }
  export interface HostedFields {
    tokenize(): Promise<HostedFieldsTokenizePayload>;
    teardown(): Promise<void>;
  }
  export function create(options: {
    client: Client;
    fields: Record<"number" | "expirationDate" | "cvv", { selector: string; placeholder?: string }>;
    styles?: Record<string, Record<string, string>>;
  }): Promise<HostedFields>;
}

declare module "braintree-web/three-d-secure" {
  import type { Client } from "braintree-web/client";
  export interface ThreeDSecure {
    verifyCard(options: {
      nonce: string;
      bin: string;
      amount: string;
      onLookupComplete(data: unknown, next: () => void): void;
    }): Promise<{ nonce: string; liabilityShifted: boolean; liabilityShiftPossible: boolean }>;
    teardown(): Promise<void>;
  }
  export function create(options: { client: Client; version: 2 }): Promise<ThreeDSecure>;
}

declare module "braintree-web/paypal-checkout" {
  import type { Client } from "braintree-web/client";
  export interface PayPalCheckout {
    loadPayPalSDK(options: { currency: string; intent: "capture" }): Promise<PayPalCheckout>;
    createPayment(options: {
      flow: "checkout";
      amount: string;
      currency: string;
      intent: "capture";
    }): Promise<string>;
    tokenizePayment(data: unknown): Promise<{ nonce: string }>;
    teardown(): Promise<void>;
  }
  export function create(options: { client: Client }): Promise<PayPalCheckout>;
}
