import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/setup/db";
import { verifyPassword } from "../auth.server";
import { auditLog, users } from "../db/schema.server";
import { createStaffAccount, StaffAccountError } from "./staff-accounts.server";

const getDb = setupTestDatabase();

describe("createStaffAccount", () => {
  it("creates a staff account with an argon2id hash and audits it", async () => {
    const created = await createStaffAccount({
      email: " Rahul@Example.com ",
      name: "Rahul Sharma",
      password: "Tr4in!ng-Desk",
      isAdmin: true,
    });
    expect(created).toMatchObject({ email: "rahul@example.com", isAdmin: true });
    const [row] = await getDb().select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ role: "staff", name: "Rahul Sharma", isAdmin: true });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, "Tr4in!ng-Desk")).toBe(true);
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entry).toMatchObject({
      action: "staff.created",
      actorUserId: null,
      actorName: "staff:create command",
    });
  });

  it("is not an admin unless asked", async () => {
    const created = await createStaffAccount({
      email: "trainer@example.com",
      name: "Some Trainer",
      password: "blue-Mango-42-river",
    });
    expect(created.isAdmin).toBe(false);
  });

  it("refuses a weak password and stores nothing", async () => {
    await expect(
      createStaffAccount({ email: "weak@example.com", name: "Weak One", password: "password123" }),
    ).rejects.toThrow("Password refused: Use at least 12 characters.");
    expect(await getDb().select().from(users).where(eq(users.email, "weak@example.com"))).toHaveLength(0);
  });

  it("refuses an e-mail that already has an account, whatever its case", async () => {
    await createStaffAccount({ email: "dup@example.com", name: "First Person", password: "Tr4in!ng-Desk" });
    const again = createStaffAccount({
      email: "DUP@example.com",
      name: "Second Person",
      password: "Tr4in!ng-Desk",
    });
    await expect(again).rejects.toBeInstanceOf(StaffAccountError);
    await expect(again).rejects.toThrow("An account with the e-mail dup@example.com already exists.");
  });

  it("refuses a bad e-mail or a too-short name", async () => {
    await expect(
      createStaffAccount({ email: "not-an-email", name: "Valid Name", password: "Tr4in!ng-Desk" }),
    ).rejects.toThrow("Give a valid e-mail address.");
    await expect(
      createStaffAccount({ email: "x@example.com", name: "X", password: "Tr4in!ng-Desk" }),
    ).rejects.toThrow("The name must be at least 2 characters.");
  });
});
