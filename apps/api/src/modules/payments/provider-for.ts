import type { Config } from "../../config.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createRazorpayProvider } from "./razorpay-provider.ts";
import { createTestProvider } from "./test-provider.ts";

/**
 * Razorpay when both keys are set (config.payments); otherwise the built-in test checkout,
 * which loadConfig allows in production only with PAYMENTS=test.
 */
export function paymentProviderFor(
  config: Pick<
    Config,
    "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "RAZORPAY_WEBHOOK_SECRET" | "jwtSecret" | "payments"
  >,
): PaymentProvider {
  if (config.payments === "razorpay" && config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    });
  }
  return createTestProvider(config.jwtSecret);
}
