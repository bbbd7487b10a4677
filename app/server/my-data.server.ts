import { buffer as readAll } from "node:stream/consumers";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import yazl from "yazl";
import { db, queryRows, type Tx } from "./db/client.server";
import { auditLog, certificates, leads, orders, uploads, users } from "./db/schema.server";
import { type StaffActor, recordAudit } from "./staff/audit.server";

/*
 * A student's own data (DPDP Act 2023, sections 11 and 12;
 * docs/decisions/182-a-students-own-data.md): everything we hold about them as
 * a ZIP of JSON files plus the files they uploaded, and the erasure of their
 * account, keeping only what tax law requires.
 */

type Row = Record<string, unknown>;

/**
 * One JSON file of the export per section. A new kind of record about a student
 * (invoices, certificates) is one more entry here.
 */
const EXPORT_SECTIONS: { file: string; query: (userId: string, email: string) => SQL }[] = [
  {
    file: "account.json",
    query: (id) => sql`select id, email, name, phone, role, email_verified_at, created_at, notice_version,
      calendar_token_hash is not null as has_calendar_feed from users where id = ${id}`,
  },
  {
    file: "sign-ins.json",
    query: (id) =>
      sql`select created_at, last_seen_at, expires_at, user_agent from sessions where user_id = ${id} order by created_at`,
  },
  {
    file: "enrolments.json",
    query: (id) => sql`select e.state, e.activated_via, e.joined_at, e.activated_at, e.order_id,
      b.name as batch, b.course_id as course from enrolments e join batches b on b.id = e.batch_id
      where e.user_id = ${id} order by e.joined_at`,
  },
  {
    file: "orders.json",
    query: (
      id,
      email,
    ) => sql`select id, course_key as course, amount_rupees, status, utr, payer_name, payer_email,
      payer_phone, notice_version, created_at, verified_at from orders
      where user_id = ${id} or lower(payer_email) = lower(${email}) order by created_at`,
  },
  {
    file: "attendance.json",
    query: (id) => sql`select c.title as class, c.starts_at, a.mark, a.marked_at from attendance a
      join class_sessions c on c.id = a.session_id where a.user_id = ${id} order by c.starts_at`,
  },
  {
    file: "exam-attempts.json",
    query: (id) => sql`select x.title as exam, t.started_at, t.submitted_at, t.answers from exam_attempts t
      join exams x on x.id = t.exam_id where t.user_id = ${id} order by t.started_at`,
  },
  {
    file: "exam-results.json",
    query: (id) => sql`select x.title as exam, r.score, r.result, r.source, r.completed_at from exam_results r
      join exams x on x.id = r.exam_id where r.user_id = ${id} order by r.completed_at`,
  },
  {
    file: "doubts.json",
    query: (
      id,
    ) => sql`select d.title, d.description, d.status, d.reply, d.replied_by, d.replied_at, d.created_at,
      u.filename as attachment from doubts d left join uploads u on u.id = d.attachment_id
      where d.user_id = ${id} order by d.created_at`,
  },
  {
    file: "achievements.json",
    query: (id) =>
      sql`select title, description, achieved_on from achievements where user_id = ${id} order by achieved_on`,
  },
  {
    file: "certificates.json",
    query: (
      id,
    ) => sql`select code, student_name, course_title, batch_name, start_date, end_date, live_minutes,
      attendance_percent, final_exam_score, final_exam_total, issued_at, revoked_at, public
      from certificates where user_id = ${id} and not is_sample order by issued_at`,
  },
  {
    file: "enquiries.json",
    query: (_id, email) => sql`select kind, name, email, phone, subject, message, course, source_page, status,
      notice_version, created_at from leads where lower(email) = lower(${email}) order by created_at`,
  },
];

/** The uploaded files of a student: their doubts' images and their payment screenshots. */
async function uploadedFiles(userId: string, email: string) {
  return queryRows<{ id: string; purpose: string; filename: string; data: Uint8Array }>(sql`
    select u.id, u.purpose, u.filename, u.data from uploads u
    where u.owner_user_id = ${userId}
       or u.id in (select screenshot_id from orders where user_id = ${userId} or lower(payer_email) = lower(${email}))
    order by u.created_at`);
}

/** A student account by e-mail, for staff acting on a request (/staff/data-requests). */
export async function findStudentByEmail(email: string) {
  const [row] = await queryRows<{
    id: string;
    name: string;
    email: string;
    created_at: string;
    orders: number;
  }>(sql`
    select u.id, u.name, u.email, u.created_at,
      (select count(*)::int from orders o where o.user_id = u.id) as orders
    from users u where lower(u.email) = lower(${email.trim()}) and u.role = 'student'`);
  return row ? { ...row, created_at: new Date(row.created_at).toISOString() } : null;
}

/** Staff downloaded a student's data for them: recorded like every staff action. */
export async function recordExportForStudent(actor: StaffActor, userId: string, reason: string) {
  await db().transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: "user.exported",
      entityType: "user",
      entityId: userId,
      details: { reason },
    }),
  );
}

/** "Download my data": a ZIP of JSON files (one per kind of record) and the files they uploaded. */
export async function studentDataZip(userId: string, now = new Date()): Promise<Buffer | null> {
  const [user] = await db()
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const zip = new yazl.ZipFile();
  const mtime = now;
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  const sections = await Promise.all(
    EXPORT_SECTIONS.map(async (s) => ({
      file: s.file,
      rows: await queryRows<Row>(s.query(userId, user.email)),
    })),
  );
  for (const { file, rows } of sections) {
    zip.addBuffer(json(file === "account.json" ? (rows[0] ?? {}) : rows), file, { mtime });
  }
  const files = await uploadedFiles(userId, user.email);
  for (const f of files) {
    // The id keeps two files of the same name apart; the name is the uploader's own.
    const safe = f.filename.replace(/[^\w.-]+/g, "_").slice(-80) || "file";
    zip.addBuffer(Buffer.from(f.data), `files/${f.purpose}-${f.id.slice(0, 8)}-${safe}`, { mtime });
  }
  zip.addBuffer(
    Buffer.from(
      [
        `The data we hold about ${user.name} (${user.email}), exported ${now.toISOString()}.`,
        "",
        "Each .json file is one kind of record: your account, sign-ins (devices), enrolments, orders,",
        "attendance, exam attempts and results, doubts, achievements and the enquiries you sent us.",
        "files/ holds the images you uploaded (doubt attachments, payment screenshots).",
        "To correct anything, edit your profile or write to us; to erase your account, use",
        "'Delete my account' on your profile page (see the privacy policy for what the law makes us keep).",
        "",
      ].join("\n"),
    ),
    "README.txt",
    { mtime },
  );
  zip.end();
  return readAll(zip.outputStream);
}

/** Someone who erased an account: the student themself, or staff acting on an e-mailed request. */
export type Eraser = { kind: "self" } | { kind: "staff"; actor: StaffActor; reason: string };

/**
 * "Delete my account": erases the account and everything hanging on it (sessions end,
 * enrolments, attendance, exam attempts and results, doubts and uploads go by cascade),
 * the enquiries sent from its e-mail address, and the payer's e-mail and phone on its
 * orders. Orders stay (tax law: 8 years) with the payer's name only. Audited, in the same
 * transaction. Returns false when there is no such student.
 */
export async function eraseStudentAccount(userId: string, by: Eraser): Promise<boolean> {
  return db().transaction(async (tx: Tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user || user.role !== "student") return false;
    const email = user.email.toLowerCase();
    const kept = await tx
      .update(orders)
      .set({
        payerEmail: null,
        payerPhone: null,
        payerName: sql`coalesce(${orders.payerName}, ${user.name})`,
      })
      .where(sql`${orders.userId} = ${user.id} or lower(${orders.payerEmail}) = ${email}`)
      .returning({ id: orders.id, screenshotId: orders.screenshotId });
    // A payment screenshot shows the payer's bank app (account, phone): not needed once verified.
    const shots = kept.flatMap((o) => (o.screenshotId ? [o.screenshotId] : []));
    if (shots.length) await tx.delete(uploads).where(inArray(uploads.id, shots));
    await tx.delete(leads).where(eq(sql`lower(${leads.email})`, email));
    await tx.execute(sql`update outbox set body = '', html = null where lower("to") = ${email}`);
    // Staff records that named the student (status changes, replies) keep the id only.
    await tx
      .update(auditLog)
      .set({ details: null })
      .where(sql`${auditLog.entityId} = ${user.id} or ${auditLog.details}::text ilike ${"%" + email + "%"}`);
    // A certificate names the student on a public page: it goes with the account (decision 182).
    await tx.delete(certificates).where(eq(certificates.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actor: by.kind === "staff" ? by.actor : { id: null, name: "The student (self-service)" },
      action: "user.erased",
      entityType: "user",
      entityId: user.id,
      details: {
        ordersKept: kept.map((o) => o.id),
        ...(by.kind === "staff" ? { reason: by.reason } : {}),
      },
    });
    return true;
  });
}
