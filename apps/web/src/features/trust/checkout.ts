import type { Order } from "@sagpan/contract";

/** What a checkout ends with: the provider's payment id, or the member closed it. */
export type CheckoutResult = { payment_id: string } | "cancelled";

interface RazorpayResponse {
  razorpay_payment_id: string;
}
interface RazorpayInstance {
  open: () => void;
  on: (event: string, handler: () => void) => void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

function loadRazorpay() {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "https://checkout.razorpay.com/v1/checkout.js";
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error("Checkout did not load"));
    };
    script.onerror = () => reject(new Error("Checkout did not load"));
    document.body.appendChild(script);
  });
}

/** Razorpay Checkout, settled the same way as the in-app test checkout. */
export async function razorpayCheckout(order: Order, key: string | null): Promise<CheckoutResult> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutResult>((resolve, reject) => {
    const checkout = new Razorpay({
      key: order.key ?? key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.order_id,
      name: "Sagpan",
      handler: (response: RazorpayResponse) =>
        resolve({ payment_id: response.razorpay_payment_id }),
      modal: { ondismiss: () => resolve("cancelled") },
    });
    checkout.on("payment.failed", () => reject(new Error("Payment failed")));
    checkout.open();
  });
}
