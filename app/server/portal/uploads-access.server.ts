import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth.server";
import { db } from "../db/client.server";
import { uploads } from "../db/schema.server";

/**
 * An upload as the given person may see it: its owner and staff only.
 * Everyone else (signed out, another student) gets null, and the route
 * answers 404 so that ids cannot even be confirmed to exist.
 */
export async function uploadForViewer(id: string, viewer: SessionUser | null) {
  if (!viewer || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db().select().from(uploads).where(eq(uploads.id, id)).limit(1);
  if (!row) return null;
  if (viewer.role === "staff" || row.ownerUserId === viewer.id) return row;
  return null;
}
