// A local stand-in for Razorpay's HTTP API, its Checkout script and the
// checkout frame, for tests (the site reaches it through RAZORPAY_API_URL).
// It keeps orders, payments and refunds in memory, answers the calls the
// site makes in the shapes Razorpay documents, and posts signed webhooks to
// the site like the gateway does. Tests drive it directly (pay, fail, drop a
// webhook) or through its checkout frame in a browser.
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: "INR";
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  method: string;
  fee: number | null;
  tax: number | null;
  error_description: string | null;
  amount_refunded: number;
  email: string;
  contact: string;
  created_at: number;
}

export interface StandInRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: "INR";
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "pending" | "processed" | "failed";
  speed_requested: string;
  created_at: number;
}

export interface StandInOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: "INR";
  receipt: string | null;
  notes: Record<string, string>;
  status: "created" | "attempted" | "paid";
  attempts: number;
  created_at: number;
}

export interface StandInOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go (the site's /webhooks/razorpay); unset = none are sent. */
  webhookUrl?: string;
  port?: number;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const rid = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
const now = () => Math.floor(Date.now() / 1000);

export class RazorpayStandIn {
  readonly orders = new Map<string, StandInOrder>();
  readonly payments = new Map<string, StandInPayment>();
  readonly refunds = new Map<string, StandInRefund>();
  /** Every webhook sent: event, event id, the site's answer. */
  readonly delivered: { event: string; id: string; status: number }[] = [];
  /** Events not sent while true (a lost webhook). */
  dropWebhooks = false;
  /** Refunds start "pending" and are processed by settleRefund(), or at once when true. */
  refundsProcessImmediately = false;
  private server?: http.Server;
  url = "";

  constructor(readonly options: StandInOptions) {}

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      void this.handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { code: "SERVER_ERROR", description: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.options.port ?? 0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop() {
    // A browser keeps its connections to Checkout's origin open: close them too, or close() waits for them.
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  // ------------------------------------------------------------ what a payer does

  /** A payment on the order: captured (the default, as with automatic capture), authorized only, or failed. */
  async pay(
    orderId: string,
    opts: { method?: string; outcome?: "captured" | "authorized" | "failed"; amount?: number } = {},
  ): Promise<StandInPayment> {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`stand-in: no order ${orderId}`);
    const outcome = opts.outcome ?? "captured";
    const amount = opts.amount ?? order.amount;
    const payment: StandInPayment = {
      id: rid("pay"),
      entity: "payment",
      amount,
      currency: "INR",
      status: outcome,
      order_id: orderId,
      method: opts.method ?? "upi",
      // Razorpay's fee: 2% plus 18% GST on it, known once captured.
      fee: outcome === "captured" ? Math.round(amount * 0.02 * 1.18) : null,
      tax: outcome === "captured" ? Math.round(amount * 0.02 * 0.18) : null,
      error_description: outcome === "failed" ? "Payment was declined by the bank." : null,
      amount_refunded: 0,
      email: "payer@example.com",
      contact: "+919876543210",
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = outcome === "captured" ? "paid" : "attempted";
    if (outcome === "captured") {
      order.amount_paid = amount;
      order.amount_due = 0;
      await this.send("payment.captured", { payment: { entity: payment } });
      await this.send("order.paid", { payment: { entity: payment }, order: { entity: order } });
    } else if (outcome === "failed") {
      await this.send("payment.failed", { payment: { entity: payment } });
    } else {
      await this.send("payment.authorized", { payment: { entity: payment } });
    }
    return payment;
  }

  /** What Checkout hands the page's success handler: the ids and razorpay_signature. */
  checkoutResponse(payment: StandInPayment) {
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: payment.order_id,
      razorpay_signature: createHmac("sha256", this.options.keySecret)
        .update(`${payment.order_id}|${payment.id}`)
        .digest("hex"),
    };
  }

  /** The bank completes a pending refund: refund.processed is sent. */
  async settleRefund(refundId: string, status: "processed" | "failed" = "processed") {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`stand-in: no refund ${refundId}`);
    refund.status = status;
    const payment = this.payments.get(refund.payment_id);
    await this.send(`refund.${status}`, { refund: { entity: refund }, payment: { entity: payment } });
  }

  // ------------------------------------------------------------ webhooks

  /** A signed webhook body and its headers, as Razorpay sends them. */
  signedEvent(event: string, payload: Record<string, unknown>, id = rid("evt").slice(4)) {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_StandIn0000001",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    const signature = createHmac("sha256", this.options.webhookSecret).update(body).digest("hex");
    return {
      id,
      body,
      headers: {
        "Content-Type": "application/json",
        "X-Razorpay-Signature": signature,
        "X-Razorpay-Event-Id": id,
      },
    };
  }

  private async send(event: string, payload: Record<string, unknown>) {
    if (!this.options.webhookUrl || this.dropWebhooks) return;
    const signed = this.signedEvent(event, payload);
    const res = await fetch(this.options.webhookUrl, {
      method: "POST",
      headers: signed.headers,
      body: signed.body,
    });
    await res.arrayBuffer();
    this.delivered.push({ event, id: signed.id, status: res.status });
  }

  // ------------------------------------------------------------ HTTP

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(value));
    };
    const error = (status: number, description: string) =>
      json(status, { error: { code: "BAD_REQUEST_ERROR", description } });
    const path = url.pathname;

    // Checkout: the script and its frame are public, like Razorpay's.
    if (req.method === "GET" && path === "/v1/checkout.js") {
      res.writeHead(200, {
        "Content-Type": "text/javascript; charset=utf-8",
        "Access-Control-Allow-Origin": "*",
      });
      res.end(checkoutScript(this.url));
      return;
    }
    if (req.method === "GET" && path === "/v1/checkout/frame") {
      const order = this.orders.get(url.searchParams.get("order_id") ?? "");
      res.writeHead(order ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
      res.end(order ? checkoutFrame(order, url.searchParams.get("name") ?? "") : "No such order");
      return;
    }
    if (req.method === "POST" && path === "/v1/checkout/pay") {
      const body = JSON.parse(raw) as { order_id: string; outcome: "captured" | "failed"; method?: string };
      const payment = await this.pay(body.order_id, { outcome: body.outcome, method: body.method ?? "upi" });
      if (payment.status === "failed") {
        json(200, {
          error: {
            code: "BAD_REQUEST_ERROR",
            description: payment.error_description,
            source: "bank",
            step: "payment_authorization",
            reason: "payment_failed",
            metadata: { order_id: payment.order_id, payment_id: payment.id },
          },
        });
      } else {
        json(200, this.checkoutResponse(payment));
      }
      return;
    }

    const expected = `Basic ${Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString("base64")}`;
    if (req.headers.authorization !== expected) return error(401, "Authentication failed");

    if (req.method === "POST" && path === "/v1/orders") {
      const body = JSON.parse(raw) as {
        amount: number;
        currency: string;
        receipt?: string;
        notes?: Record<string, string>;
      };
      if (!Number.isInteger(body.amount) || body.amount < 100)
        return error(400, "The amount must be atleast INR 1.00");
      const order: StandInOrder = {
        id: rid("order"),
        entity: "order",
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: "INR",
        receipt: body.receipt ?? null,
        notes: body.notes ?? {},
        status: "created",
        attempts: 0,
        created_at: now(),
      };
      this.orders.set(order.id, order);
      return json(200, order);
    }
    let m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (req.method === "GET" && m) {
      const items = [...this.payments.values()].filter((p) => p.order_id === decodeURIComponent(m![1]));
      return json(200, { entity: "collection", count: items.length, items });
    }
    m = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path);
    if (req.method === "POST" && m) {
      const payment = this.payments.get(decodeURIComponent(m[1]));
      if (!payment) return error(400, "The id provided does not exist");
      if (payment.status !== "authorized") return error(400, "This payment has already been captured");
      payment.status = "captured";
      payment.fee = Math.round(payment.amount * 0.02 * 1.18);
      payment.tax = Math.round(payment.amount * 0.02 * 0.18);
      const order = this.orders.get(payment.order_id)!;
      order.status = "paid";
      order.amount_paid = payment.amount;
      order.amount_due = 0;
      return json(200, payment);
    }
    m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (req.method === "POST" && m) {
      const payment = this.payments.get(decodeURIComponent(m[1]));
      if (!payment || payment.status !== "captured") return error(400, "The payment has not been captured");
      const body = JSON.parse(raw) as {
        amount?: number;
        receipt?: string;
        notes?: Record<string, string>;
        speed?: string;
      };
      const amount = body.amount ?? payment.amount - payment.amount_refunded;
      if (amount > payment.amount - payment.amount_refunded) {
        return error(400, "The refund amount provided is greater than amount captured");
      }
      payment.amount_refunded += amount;
      const refund: StandInRefund = {
        id: rid("rfnd"),
        entity: "refund",
        amount,
        currency: "INR",
        payment_id: payment.id,
        receipt: body.receipt ?? null,
        notes: body.notes ?? {},
        status: this.refundsProcessImmediately ? "processed" : "pending",
        speed_requested: body.speed ?? "normal",
        created_at: now(),
      };
      this.refunds.set(refund.id, refund);
      return json(200, refund);
    }
    m = /^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/.exec(path);
    if (req.method === "GET" && m) {
      const refund = this.refunds.get(decodeURIComponent(m[2]));
      return refund ? json(200, refund) : error(400, "The id provided does not exist");
    }
    return error(404, "The requested URL was not found on the server.");
  }
}

/** Checkout's script: window.Razorpay with open() and on('payment.failed'), as the real one offers. */
function checkoutScript(origin: string) {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  function Razorpay(options) { this.options = options; this.handlers = {}; }
  Razorpay.prototype.on = function (name, fn) { this.handlers[name] = fn; };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    // As Razorpay's own: div.razorpay-container, a child of <body>, holding iframe.razorpay-checkout-frame.
    var container = document.createElement("div");
    container.className = "razorpay-container";
    container.style.cssText = "position:fixed;inset:0;width:100%;height:100%;z-index:2147483647;background:rgba(15,23,42,.6)";
    var frame = document.createElement("iframe");
    frame.className = "razorpay-checkout-frame";
    frame.src = ORIGIN + "/v1/checkout/frame?order_id=" + encodeURIComponent(o.order_id) + "&name=" + encodeURIComponent(o.name || "");
    frame.title = "Razorpay Checkout";
    frame.style.cssText = "width:100%;height:100%;border:0";
    container.appendChild(frame);
    function done(e) {
      if (e.origin !== ORIGIN || !e.data || !e.data.rzp) return;
      window.removeEventListener("message", done);
      container.remove();
      if (e.data.rzp === "success") o.handler && o.handler(e.data.response);
      else if (e.data.rzp === "failed") { self.handlers["payment.failed"] && self.handlers["payment.failed"](e.data.response); o.modal && o.modal.ondismiss && o.modal.ondismiss(); }
      else o.modal && o.modal.ondismiss && o.modal.ondismiss();
    }
    window.addEventListener("message", done);
    document.body.appendChild(container);
  };
  window.Razorpay = Razorpay;
})();`;
}

/** The checkout frame: the amount, and buttons to pay (UPI or card), fail, or close. */
function checkoutFrame(order: StandInOrder, merchant: string) {
  const rupees = (order.amount / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 });
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Razorpay Checkout (stand-in)</title>
<style>body{margin:0;font:16px system-ui,sans-serif;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:24px;width:min(340px,90vw);display:grid;gap:12px}
button{font:inherit;padding:12px;border-radius:8px;border:1px solid #1e3a8a;background:#1e40af;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1e3a8a}</style></head>
<body><main role="dialog" aria-label="Razorpay Checkout">
<h1 style="margin:0;font-size:18px">${esc(merchant || "Checkout")}</h1>
<p style="margin:0">Amount: <strong>₹${rupees}</strong></p>
<button id="upi">Pay ₹${rupees} with UPI</button>
<button id="card" class="secondary">Pay with card</button>
<button id="fail" class="secondary">Fail this payment</button>
<button id="close" class="secondary">Close</button>
</main><script>
var orderId = ${JSON.stringify(order.id)};
function post(kind, response) { parent.postMessage({ rzp: kind, response: response }, "*"); }
function pay(outcome, method) {
  fetch("/v1/checkout/pay", { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ order_id: orderId, outcome: outcome, method: method }) })
    .then(function (r) { return r.json(); })
    .then(function (r) { post(r.error ? "failed" : "success", r); });
}
document.getElementById("upi").onclick = function () { pay("captured", "upi"); };
document.getElementById("card").onclick = function () { pay("captured", "card"); };
document.getElementById("fail").onclick = function () { pay("failed", "card"); };
document.getElementById("close").onclick = function () { post("dismiss"); };
</script></body></html>`;
}
