import { doubts, uploads } from "./db/schema.server";

/**
 * What a doubt shows wherever it is read: the student's portal and the
 * trainers' queue. The image's file name comes from `uploads`, so a query
 * selecting these left-joins `uploads` on `doubts.attachmentId`.
 */
export const doubtColumns = {
  id: doubts.id,
  title: doubts.title,
  description: doubts.description,
  status: doubts.status,
  reply: doubts.reply,
  repliedBy: doubts.repliedBy,
  repliedAt: doubts.repliedAt,
  createdAt: doubts.createdAt,
  attachmentId: doubts.attachmentId,
  attachmentName: uploads.filename,
};
