import { and, desc, eq } from "drizzle-orm";
import type { DoubtInput } from "~/lib/portal-forms";
import type { PortalDoubt } from "~/lib/portal-types";
import { db } from "../db/client.server";
import { doubts, uploads } from "../db/schema.server";
import { doubtColumns } from "../doubt-columns.server";
import { storeUpload } from "../uploads.server";

function selectDoubts() {
  return db().select(doubtColumns).from(doubts).leftJoin(uploads, eq(uploads.id, doubts.attachmentId));
}

type Row = Awaited<ReturnType<typeof selectDoubts>>[number];

function toPortalDoubt(r: Row): PortalDoubt {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    status: r.status,
    reply: r.status === "resolved" ? r.reply : null,
    repliedBy: r.status === "resolved" ? r.repliedBy : null,
    repliedAt: r.status === "resolved" && r.repliedAt ? r.repliedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    attachment: r.attachmentId
      ? { url: `/uploads/${r.attachmentId}`, filename: r.attachmentName ?? "attachment" }
      : null,
  };
}

/** The student's own doubts, newest first. */
export async function listDoubts(userId: string): Promise<PortalDoubt[]> {
  const rows = await selectDoubts()
    .where(eq(doubts.userId, userId))
    .orderBy(desc(doubts.createdAt))
    .limit(500);
  return rows.map(toPortalDoubt);
}

/** One of the student's own doubts; null for anyone else's (the route answers 404). */
export async function getDoubt(userId: string, doubtId: string): Promise<PortalDoubt | null> {
  const [row] = await selectDoubts()
    .where(and(eq(doubts.id, doubtId), eq(doubts.userId, userId)))
    .limit(1);
  return row ? toPortalDoubt(row) : null;
}

/** A new doubt starts open; its image (already checked) is stored in the same transaction. */
export async function createDoubt(
  userId: string,
  input: DoubtInput,
  image: { filename: string; contentType: string; bytes: Uint8Array } | null,
): Promise<string> {
  return db().transaction(async (tx) => {
    const attachmentId = image
      ? await storeUpload({ ownerUserId: userId, purpose: "doubt", ...image }, tx)
      : null;
    const [row] = await tx
      .insert(doubts)
      .values({ userId, title: input.title, description: input.description, status: "open", attachmentId })
      .returning({ id: doubts.id });
    return row.id;
  });
}
