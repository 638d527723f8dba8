import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A payment as Razorpay's API returns it (the fields the provider reads, and a few more). */
export interface FakePayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  method: string;
  captured: boolean;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;

/**
 * A local stand-in for api.razorpay.com: orders, payment fetch and capture, with Basic auth
 * checked as Razorpay does. Tests "pay" an order through it as Checkout would.
 */
export async function startFakeRazorpay(credentials: { keyId: string; keySecret: string }) {
  const orders = new Map<string, { id: string; amount: number; currency: string }>();
  const payments = new Map<string, FakePayment>();
  const calls: string[] = [];
  let down = false;
  const auth = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString("base64")}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };
  const badRequest = (res: ServerResponse, description: string) =>
    send(res, 400, { error: { code: "BAD_REQUEST_ERROR", description } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    calls.push(`${req.method} ${path}`);
    if (down) return send(res, 503, { error: { code: "SERVER_ERROR", description: "down" } });
    if (req.headers.authorization !== auth) return badRequest(res, "Authentication failed");

    if (req.method === "POST" && path === "/v1/orders") {
      const order = { id: id("order"), amount: body.amount, currency: body.currency };
      orders.set(order.id, order);
      return send(res, 200, {
        ...order,
        entity: "order",
        status: "created",
        receipt: body.receipt,
      });
    }
    const fetch = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === "GET" && fetch) {
      const payment = payments.get(fetch[1]!);
      return payment ? send(res, 200, payment) : badRequest(res, "The id provided does not exist");
    }
    const capture = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path);
    if (req.method === "POST" && capture) {
      const payment = payments.get(capture[1]!);
      if (!payment) return badRequest(res, "The id provided does not exist");
      if (payment.status !== "authorized" || Number(body.amount) !== payment.amount) {
        return badRequest(res, "This payment has already been captured or cannot be");
      }
      payment.status = "captured";
      payment.captured = true;
      return send(res, 200, payment);
    }
    return send(res, 404, { error: { code: "NOT_FOUND", description: "No such route" } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: { code: "SERVER_ERROR" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    payments,
    /** Checkout paying an order: an authorized payment unless told otherwise. */
    pay(orderId: string, opts: Partial<Pick<FakePayment, "amount" | "status">> = {}): FakePayment {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const payment: FakePayment = {
        id: id("pay"),
        entity: "payment",
        amount: opts.amount ?? order.amount,
        currency: order.currency,
        status: opts.status ?? "authorized",
        order_id: orderId,
        method: "upi",
        captured: opts.status === "captured",
      };
      payments.set(payment.id, payment);
      return payment;
    },
    setDown(value: boolean) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
