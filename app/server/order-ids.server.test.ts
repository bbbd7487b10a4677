// An order id that is drawn twice (its 6 random characters are ~30 bits a day) is never a
// second order under the first one's id: the insert draws again (payments.server.ts).
import type * as CryptoModule from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import { batches, orders } from "./db/schema.server";
import { createOrder, ID_ALPHABET, newOrderId } from "./payments.server";

const crypto = vi.hoisted(() => ({ replay: [] as number[] }));
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof CryptoModule>();
  // randomInt(max) answers the queued draws first, then draws for real.
  const randomInt = (max: number) => (crypto.replay.length ? crypto.replay.shift()! : actual.randomInt(max));
  return { ...actual, default: { ...actual, randomInt }, randomInt };
});

const getDb = setupTestDatabase({ seed: true });
const viewer = { user: null, deviceKey: null };

describe("order ids", () => {
  it("draw every one of the 32 characters at each of the 6 random places", () => {
    const ids = Array.from({ length: 2000 }, () => newOrderId());
    // A character missing from a place by chance: 6 × 32 × (31/32)^2000, about 1e-25.
    for (let place = 9; place < 15; place++) expect(new Set(ids.map((id) => id[place])).size).toBe(32);
  });

  it("an id drawn again for a new order is drawn once more: two orders, two ids", async () => {
    const batchId = await anyChoosableBatch();
    const first = await createOrder({ courseId: "python-full-stack", batchId, viewer });
    if (!first.ok) throw new Error(first.message);
    // The next order's first draw repeats the first order's characters.
    crypto.replay = [...first.order.id.slice(9)].map((c) => ID_ALPHABET.indexOf(c));
    const second = await createOrder({ courseId: "python-full-stack", batchId, viewer });
    if (!second.ok) throw new Error(second.message);
    expect(crypto.replay).toEqual([]);
    expect(second.order.id).not.toBe(first.order.id);
    const rows = await getDb().select({ id: orders.id }).from(orders);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([first.order.id, second.order.id]));
  });
});

/** A batch of the Python course that takes orders (found by ordering from each: one order more). */
async function anyChoosableBatch() {
  const rows = await getDb().select({ id: batches.id, courseId: batches.courseId }).from(batches);
  for (const row of rows.filter((r) => r.courseId === "python-full-stack")) {
    const made = await createOrder({ courseId: "python-full-stack", batchId: row.id, viewer });
    if (made.ok) return row.id;
  }
  throw new Error("No batch of the Python course takes orders");
}
