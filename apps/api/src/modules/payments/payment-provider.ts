import type { PaymentProviderName } from "@sagpan/contract";

/** A payment as the provider reports it; amounts in paise. */
export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
}

/**
 * What the payments service needs from a payment provider: Razorpay in production, the
 * built-in test checkout when no Razorpay keys are set.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key Checkout opens with; null for the test provider. */
  readonly keyId: string | null;
  createOrder(input: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  /** Null when the provider knows no such payment. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  capture(paymentId: string, amount: number): Promise<ProviderPayment>;
  /** Whether a webhook body is genuine; absent when the provider sends no webhooks. */
  verifyWebhook?(rawBody: Buffer, signature: string | undefined): boolean;
  /** Test provider only: stands in for Checkout paying (or failing to pay) an order. */
  checkout?(order: { id: string; amount: number }, outcome: "success" | "failure"): string;
}

/** The provider could not be reached or answered with an error we cannot act on. */
export class ProviderUnavailableError extends Error {}
