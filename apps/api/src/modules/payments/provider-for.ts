import type { Config } from "../../config.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createRazorpayProvider } from "./razorpay-provider.ts";
import { createTestProvider } from "./test-provider.ts";

/** Razorpay when both keys are set; otherwise the built-in test checkout. */
export function paymentProviderFor(
  config: Pick<
    Config,
    "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "RAZORPAY_WEBHOOK_SECRET" | "jwtSecret"
  >,
): PaymentProvider {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    });
  }
  return createTestProvider(config.jwtSecret);
}
