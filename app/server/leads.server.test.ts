import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/setup/db";
import { leads, outbox } from "./db/schema.server";
import { createLead } from "./leads.server";

const getDb = setupTestDatabase();

describe("createLead", () => {
  it("stores the lead and queues one staff notification in the same transaction", async () => {
    const result = await createLead({
      kind: "contact",
      name: "Asha",
      email: "asha@example.com",
      message: "Hello there!",
    });
    expect(result.duplicate).toBe(false);
    const [row] = await getDb().select().from(leads).where(eq(leads.id, result.id));
    expect(row).toMatchObject({ kind: "contact", name: "Asha", status: "new" });
    const mails = await getDb().select().from(outbox);
    expect(mails.some((m) => m.body.includes(result.id) && m.status === "pending")).toBe(true);
  });

  it("stores one row for a repeated idempotency key", async () => {
    const a = await createLead({ kind: "enquiry", email: "x@example.com", idempotencyKey: "form-1" });
    const b = await createLead({ kind: "enquiry", email: "x@example.com", idempotencyKey: "form-1" });
    expect(a.duplicate).toBe(false);
    expect(b.duplicate).toBe(true);
    const rows = await getDb().select().from(leads).where(eq(leads.idempotencyKey, "form-1"));
    expect(rows).toHaveLength(1);
  });

  it("keeps one subscriber row per e-mail, whatever its case", async () => {
    await createLead({ kind: "subscribe", email: "Reader@Example.com" });
    const again = await createLead({ kind: "subscribe", email: "reader@example.com" });
    expect(again.duplicate).toBe(true);
    const rows = await getDb().select().from(leads).where(eq(leads.kind, "subscribe"));
    expect(rows).toHaveLength(1);
  });
});
