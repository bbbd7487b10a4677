import { db, type Tx } from "./db/client.server";
import { outbox } from "./db/schema.server";

/**
 * Queues an e-mail. Call it inside the transaction that stores what the
 * e-mail is about, so that the record and its notification land together.
 * The outbox worker sends it (or logs it when no SMTP server is configured).
 */
export async function enqueueEmail(message: { to: string; subject: string; body: string }, tx?: Tx) {
  await (tx ?? db()).insert(outbox).values(message);
}
