import { z } from "zod";
import { hashPassword } from "../auth.server";
import { db, type Tx } from "../db/client.server";
import { users } from "../db/schema.server";
import { recordAudit } from "./audit.server";
import { passwordProblem } from "../password-strength.server";

export const staffAccountSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Give a valid e-mail address.")),
  name: z
    .string()
    .trim()
    .min(2, "The name must be at least 2 characters.")
    .max(80, "Keep the name under 80 characters."),
  isAdmin: z.boolean().default(false),
});

export class StaffAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StaffAccountError";
  }
}

/** Checks e-mail and name; throws StaffAccountError with the first problem. */
export function checkStaffDetails(input: { email: string; name: string; isAdmin?: boolean }) {
  const parsed = staffAccountSchema.safeParse(input);
  if (!parsed.success) throw new StaffAccountError(parsed.error.issues[0].message);
  return parsed.data;
}

/**
 * Creates a staff account (the only way one comes to exist: signup always
 * makes students). Refuses a weak password (the staff policy and the
 * strength estimate) and an e-mail that already has an account. Recorded
 * in the audit log with where it was done. The address counts as verified:
 * an administrator on the server typed it.
 */
export async function createStaffAccount(
  input: { email: string; name: string; password: string; isAdmin?: boolean },
  via: { name: string; tx?: Tx } = { name: "staff:create command" },
): Promise<{ id: string; email: string; isAdmin: boolean }> {
  const details = checkStaffDetails(input);
  const weakness = await passwordProblem(input.password, { role: "staff", ...details });
  if (weakness) throw new StaffAccountError(`Password refused: ${weakness}`);
  const passwordHash = await hashPassword(input.password);
  const create = async (tx: Tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: details.email,
        name: details.name,
        passwordHash,
        role: "staff",
        isAdmin: details.isAdmin,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, isAdmin: users.isAdmin });
    if (!created) throw new StaffAccountError(`An account with the e-mail ${details.email} already exists.`);
    await recordAudit(tx, {
      actor: { id: null, name: via.name },
      action: "staff.created",
      entityType: "user",
      entityId: created.id,
      details: { email: created.email, isAdmin: created.isAdmin },
    });
    return created;
  };
  return via.tx ? create(via.tx) : db().transaction(create);
}
