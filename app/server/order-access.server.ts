import { and, eq, exists, or, type SQL } from "drizzle-orm";
import { ORDER_ID_PATTERN } from "~/lib/payment";
import { getSessionUser, readCookie, type SessionUser } from "./auth.server";
import { db, type Db, type Tx } from "./db/client.server";
import { orderKeys, orders } from "./db/schema.server";
import { newToken, sha256 } from "./email-tokens.server";
import { siteConfig } from "./env.server";

/*
 * Who may open an order (PRODUCT.md decision 17, docs/decisions/140): the
 * readable order id is said on the phone and put in the UPI note, so it is
 * never the key. A visitor's order opens only with a 256-bit secret: the
 * device key in an HttpOnly cookie of the browser that made it (or opened its
 * link), or a link key in an e-mail. The database keeps only their sha256. A
 * student's order also opens for that student's session. Staff read orders
 * in the staff console, not here.
 */

export type Order = typeof orders.$inferSelect;

export interface OrderViewer {
  user: SessionUser | null;
  /** This browser's device key (its cookie), when it has a well-formed one. */
  deviceKey: string | null;
}

const DEVICE_KEY_DAYS = 90;
/** newToken(): 32 random bytes in base64url. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const production = () => process.env.NODE_ENV === "production";
/** `__Host-` requires Secure, Path=/ and no Domain: only in production (HTTPS or localhost). */
export const orderDeviceCookieName = () => (production() ? "__Host-order-device" : "order-device");

const wellFormed = (key: string | null | undefined): key is string => !!key && KEY_PATTERN.test(key);

/** The person asking for an order: their session (if any) and this browser's device key (if any). */
export async function orderViewer(request: Request): Promise<OrderViewer> {
  const key = readCookie(request, orderDeviceCookieName());
  return { user: await getSessionUser(request), deviceKey: wellFormed(key) ? key : null };
}

function deviceCookie(key: string): string {
  const attrs = [
    `${orderDeviceCookieName()}=${key}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${DEVICE_KEY_DAYS * 24 * 60 * 60}`,
  ];
  if (production()) attrs.push("Secure");
  return attrs.join("; ");
}

/**
 * This browser keeps the order: its device key (made now if it has none)
 * opens the order from now on. Returns the Set-Cookie header to send, which
 * also renews the cookie's lifetime.
 */
export async function keepOnDevice(database: Db | Tx, orderId: string, viewer: OrderViewer): Promise<string> {
  const key = viewer.deviceKey ?? newToken();
  await database
    .insert(orderKeys)
    .values({ keyHash: sha256(key), orderId, kind: "device" })
    .onConflictDoNothing();
  return deviceCookie(key);
}

/** The capability link an e-mail carries: it opens the order on whichever device follows it. */
export async function orderLink(database: Db | Tx, orderId: string): Promise<string> {
  const key = newToken();
  await database.insert(orderKeys).values({ keyHash: sha256(key), orderId, kind: "link" });
  const search = new URLSearchParams({ order: orderId, key });
  return `${siteConfig().siteUrl}/paymentpage?${search.toString()}`;
}

/**
 * Following an order's link: when the key opens the order, this browser
 * keeps it (the Set-Cookie header is returned), so the key can leave the
 * address bar. Null when the key opens nothing.
 */
export async function openOrderLink(
  orderId: string,
  key: string,
  viewer: OrderViewer,
): Promise<string | null> {
  if (!ORDER_ID_PATTERN.test(orderId) || !wellFormed(key)) return null;
  const [link] = await db()
    .select({ orderId: orderKeys.orderId })
    .from(orderKeys)
    .where(
      and(eq(orderKeys.keyHash, sha256(key)), eq(orderKeys.orderId, orderId), eq(orderKeys.kind, "link")),
    )
    .limit(1);
  return link ? keepOnDevice(db(), orderId, viewer) : null;
}

/** Orders keyed to this browser (made on it, or opened in it from a link). */
export function keyedToDevice(deviceKey: string): SQL {
  return exists(
    db()
      .select({ one: orderKeys.orderId })
      .from(orderKeys)
      .where(
        and(
          eq(orderKeys.orderId, orders.id),
          eq(orderKeys.keyHash, sha256(deviceKey)),
          eq(orderKeys.kind, "device"),
        ),
      ),
  );
}

/** Orders this viewer holds: their own (signed in as the student they belong to) or keyed to this browser. */
function heldBy(viewer: OrderViewer): SQL | undefined {
  const own = viewer.user?.role === "student" ? eq(orders.userId, viewer.user.id) : undefined;
  const keyed = viewer.deviceKey ? keyedToDevice(viewer.deviceKey) : undefined;
  return own && keyed ? or(own, keyed) : (own ?? keyed);
}

/**
 * An order as this viewer may see it, or null: a made-up, guessed or
 * overheard order id opens nothing. `lock` takes the row for update (inside
 * a transaction), so two proofs for one order are checked one after the other.
 */
export async function findOrderForViewer(
  orderId: string,
  viewer: OrderViewer,
  opts: { database?: Db | Tx; lock?: boolean } = {},
): Promise<Order | null> {
  const database = opts.database ?? db();
  const held = heldBy(viewer);
  if (!held || !ORDER_ID_PATTERN.test(orderId)) return null;
  const query = database
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), held))
    .limit(1);
  const [order] = opts.lock ? await query.for("update") : await query;
  return order ?? null;
}
