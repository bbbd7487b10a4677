// The whole database schema. One file so that drizzle-kit generates one
// ordered migration history; each section belongs to one domain module in
// app/server/ (leads.server.ts, portal.server.ts, payments.server.ts, ...).
// Keep SQL to what PostgreSQL 15 understands (CI runs Debian's 15; PGlite is 18).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// Relative imports: drizzle-kit reads this file without the app's path aliases.
import { ATTENDANCE_MARKS, BATCH_MODES, BATCH_STATES, CLASS_TYPES } from "../../content/batches";
import { SALE_STATUSES } from "../../content/catalogue-seed";
import { QUESTION_KINDS } from "../../lib/exam-marking";
import { EXAM_KINDS } from "../../lib/exam-window";
import { MATERIAL_KINDS, MATERIAL_TYPES } from "../../lib/materials";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- accounts
export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["student", "staff"] })
      .notNull()
      .default("student"),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** When the owner proved the address (a link sent to it); null = not yet. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /**
     * sha256 of the private calendar feed token. The token itself is shown
     * once, when the student creates it; null = no feed link (never made,
     * or revoked by a password reset).
     */
    calendarTokenHash: text("calendar_token_hash"),
    calendarTokenCreatedAt: timestamp("calendar_token_created_at", { withTimezone: true }),
    avatarUrl: text("avatar_url"),
    /** The privacy notice version shown at signup (DPDP Act; app/content/legal.ts). */
    noticeVersion: text("notice_version"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_calendar_token_hash_idx").on(t.calendarTokenHash),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha256 of the cookie token: a database leak does not leak live sessions. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** The absolute end of the session, whatever its use. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Last request seen (to the minute): the idle timeout counts from here. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use links sent by e-mail (or printed at start-up), stored as sha256 only. */
export const EMAIL_TOKEN_PURPOSES = ["verify-email", "change-email", "first-admin"] as const;
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    /** The address the link was sent to (the new one, for a change of e-mail). */
    email: text("email"),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("email_tokens_hash_idx").on(t.tokenHash), index("email_tokens_user_idx").on(t.userId)],
);

export const passwordResets = pgTable("password_resets", {
  id: id(),
  email: text("email").notNull(),
  userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Fixed-window counters shared by every instance (global rate limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
  /** Growing delay (login throttling): no attempt under this key is checked before this time. */
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
});

// ---------------------------------------------------------------- leads
export const LEAD_KINDS = ["contact", "enquiry", "subscribe", "chat", "referral", "apply"] as const;
export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;

export const leads = pgTable(
  "leads",
  {
    id: id(),
    kind: text("kind", { enum: LEAD_KINDS }).notNull(),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    subject: text("subject"),
    message: text("message"),
    course: text("course"),
    intent: text("intent"),
    jobId: text("job_id"),
    sourcePage: text("source_page"),
    userAgent: text("user_agent"),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** One per rendered form: a double submit stores one row. */
    idempotencyKey: text("idempotency_key"),
    /** The privacy notice version the form showed (DPDP Act; app/content/legal.ts). */
    noticeVersion: text("notice_version"),
    createdAt: createdAt(),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    statusChangedBy: text("status_changed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("leads_idempotency_idx").on(t.idempotencyKey),
    uniqueIndex("leads_subscriber_email_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`kind = 'subscribe'`),
    index("leads_created_idx").on(t.createdAt),
  ],
);

/** Outgoing e-mail, written in the same transaction as what caused it. */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    /** The text part; emptied once the e-mail is sent, or after the retention period. */
    body: text("body").notNull(),
    /** The HTML part (emptied with the body). */
    html: text("html"),
    /** Extra headers (List-Unsubscribe on bulk e-mail). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "logged", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/** The unsubscribe link of one bulk e-mail (sha256 of its token): which address it stands for. */
export const unsubscribeLinks = pgTable("unsubscribe_links", {
  tokenHash: text("token_hash").primaryKey(),
  email: text("email").notNull(),
  createdAt: createdAt(),
});

/** Addresses that unsubscribed from bulk e-mail (newsletter, announcements). */
export const emailUnsubscribes = pgTable(
  "email_unsubscribes",
  {
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("email_unsubscribes_email_idx").on(sql`lower(${t.email})`)],
);

// ---------------------------------------------------------------- uploads
/** Uploaded files live in the database so that any instance can serve them. */
export const uploads = pgTable("uploads", {
  id: id(),
  ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "cascade" }),
  purpose: text("purpose", { enum: ["doubt", "payment"] }).notNull(),
  filename: text("filename").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- catalogue
// One home for every fact money or access depends on (PRODUCT.md decisions
// 12-14): app/server/catalogue.server.ts, batches.server.ts, offers.server.ts
// and enrolments.server.ts own these tables.
/** A course's facts; its words (title, curriculum) are content in app/content/courses.ts. */
export const courses = pgTable(
  "courses",
  {
    /** The URL id, e.g. "python-full-stack" (app/content/course-catalogue.ts). */
    id: text("id").primaryKey(),
    /** Whole rupees: what /paymentpage charges when no offer is live. */
    priceRupees: integer("price_rupees").notNull(),
    /** Whole rupees: the price struck through beside it. */
    regularPriceRupees: integer("regular_price_rupees").notNull(),
    durationWeeks: integer("duration_weeks").notNull(),
    level: text("level").notNull(),
    saleStatus: text("sale_status", { enum: SALE_STATUSES }).notNull(),
    summary: text("summary").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Certificate rule (docs/decisions/170): attendance of at least this share of marked classes. */
    certificateAttendancePercent: integer("certificate_attendance_percent").notNull().default(75),
    /** Who signs the course's certificates (name and title as printed); the seed fills them. */
    certificateSignatoryName: text("certificate_signatory_name").notNull().default(""),
    certificateSignatoryTitle: text("certificate_signatory_title").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("courses_price_check", sql`${t.priceRupees} > 0 and ${t.regularPriceRupees} >= ${t.priceRupees}`),
    check("courses_weeks_check", sql`${t.durationWeeks} between 1 and 104`),
    check("courses_certificate_attendance_check", sql`${t.certificateAttendancePercent} between 0 and 100`),
  ],
);

export const batches = pgTable(
  "batches",
  {
    /** e.g. "python-a"; name is SPEC.md's label, e.g. "Python Full Stack - Batch A". */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    // No foreign key to courses: batches predate the catalogue table, whose rows the seed writes after migrating.
    courseId: text("course_id").notNull(),
    /** India-time calendar day of the first class. */
    startDate: date("start_date")
      .notNull()
      .default(sql`current_date`),
    /** Weekdays of the live classes, 0 = Monday ... 6 = Sunday. */
    classDays: jsonb("class_days").$type<number[]>().notNull().default([]),
    /** "HH:MM", India time. */
    startTime: text("start_time").notNull().default("09:30"),
    endTime: text("end_time").notNull().default("11:00"),
    mode: text("mode", { enum: BATCH_MODES }).notNull().default("online"),
    seats: integer("seats").notNull().default(30),
    state: text("state", { enum: BATCH_STATES }).notNull().default("enrolling"),
    /** The signed-out demo portal's fictional batch: never listed, chosen or paid for. */
    isDemo: boolean("is_demo").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("batches_course_idx").on(t.courseId, t.startDate),
    check("batches_seats_check", sql`${t.seats} >= 0`),
  ],
);

export const ENROLMENT_STATES = ["pending", "active", "withdrawn", "completed"] as const;
/** How an enrolment became active: a verified order, or staff by hand. */
export const ENROLMENT_ROUTES = ["payment", "cash", "bank_transfer", "scholarship"] as const;

export const enrolments = pgTable(
  "enrolments",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    batchId: text("batch_id")
      .notNull()
      .references(() => batches.id),
    /** Only "active" opens the batch's classes, exams, materials and calendar (decision 12). */
    state: text("state", { enum: ENROLMENT_STATES }).notNull().default("pending"),
    /** The order whose verification activated it (route "payment"). */
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    activatedVia: text("activated_via", { enum: ENROLMENT_ROUTES }),
    /** Why staff last changed it (enrolled by hand, withdrew). */
    reason: text("reason"),
    stateChangedAt: timestamp("state_changed_at", { withTimezone: true }),
    stateChangedBy: text("state_changed_by").references(() => users.id, { onDelete: "set null" }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    /** The portal shows "your enrolment is active" once, on the next visit. */
    activationNoticePending: boolean("activation_notice_pending").notNull().default(false),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("enrolments_user_batch_idx").on(t.userId, t.batchId),
    index("enrolments_batch_state_idx").on(t.batchId, t.state),
  ],
);

/**
 * Trainers of a batch: staff who manage its classes, attendance, materials,
 * exams and announcements. Administrators manage every batch without a row
 * here (app/server/staff/batch-access.server.ts is the one rule).
 */
export const batchTrainers = pgTable(
  "batch_trainers",
  {
    batchId: text("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] }), index("batch_trainers_user_idx").on(t.userId)],
);

/** A time-limited price for one course (decision 14): the same end for every visitor. */
export const offers = pgTable(
  "offers",
  {
    id: id(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id),
    priceRupees: integer("price_rupees").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** "First N students": counted from orders paid at this offer; null = no such claim. */
    seatCap: integer("seat_cap"),
    /** Set when staff end it before endsAt. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedBy: text("ended_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("offers_course_idx").on(t.courseId, t.endsAt),
    check("offers_price_check", sql`${t.priceRupees} > 0`),
    check("offers_window_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("offers_cap_check", sql`${t.seatCap} is null or ${t.seatCap} > 0`),
  ],
);

// ---------------------------------------------------------------- portal
export const SESSION_TYPES = CLASS_TYPES;
export const classSessions = pgTable(
  "class_sessions",
  {
    id: id(),
    batchId: text("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    meetLink: text("meet_link").notNull(),
    instructor: text("instructor").notNull(),
    type: text("type", { enum: SESSION_TYPES }).notNull(),
    status: text("status", { enum: ["upcoming", "exam", "completed"] }).notNull(),
    /** Classes created together as a weekly series share this id ("this and the rest of the series"). */
    seriesId: text("series_id"),
    /** iCalendar SEQUENCE: one more at every move or cancellation, so calendar apps update the event. */
    sequence: integer("sequence").notNull().default(0),
    /** Set when staff cancel it: students see "Cancelled" and the feed STATUS:CANCELLED. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The time students first knew, kept at the first move ("moved from ..."). */
    originalStartsAt: timestamp("original_starts_at", { withTimezone: true }),
    /** Staff's note with the last move or cancellation, shown to students. */
    changeNote: text("change_note"),
    /** A recording of the class, attached after it ended ("Watch recording"). */
    recordingUrl: text("recording_url"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("class_sessions_batch_idx").on(t.batchId, t.startsAt),
    index("class_sessions_series_idx").on(t.seriesId, t.startsAt),
  ],
);

/** One mark per student and class; unmarked classes count neither way. */
export const attendance = pgTable(
  "attendance",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => classSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mark: text("mark", { enum: ATTENDANCE_MARKS }).notNull(),
    markedBy: text("marked_by").references(() => users.id, { onDelete: "set null" }),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index("attendance_user_idx").on(t.userId)],
);

/** Staff's messages to a batch (dashboard, and an e-mail to each active student). */
export const announcements = pgTable(
  "announcements",
  {
    id: id(),
    batchId: text("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written: the name stays if the account goes. */
    authorName: text("author_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("announcements_batch_idx").on(t.batchId, t.createdAt)],
);

/** Which announcements a student has seen (the rest are marked unread). */
export const announcementReads = pgTable(
  "announcement_reads",
  {
    announcementId: text("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

// ---------------------------------------------------------------- batch work
// Materials, modules done and exams of a batch, managed by its trainers
// (app/server/staff/batch-access.server.ts) and shown to its active
// enrolments (app/server/enrolments.server.ts).

/** A file a trainer uploaded or a link, for one module of one batch; students see it once published. */
export const materials = pgTable(
  "materials",
  {
    id: id(),
    batchId: text("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    /** The curriculum week it belongs to (app/lib/course-modules.ts). */
    module: integer("module").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    type: text("type", { enum: MATERIAL_TYPES }).notNull(),
    kind: text("kind", { enum: MATERIAL_KINDS }).notNull(),
    /** A link's address (kind "link"). */
    url: text("url"),
    /** A file's media type, found in its bytes (kind "file"); the bytes are in material_files. */
    fileType: text("file_type"),
    fileSize: integer("file_size"),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("materials_batch_idx").on(t.batchId, t.module),
    check("materials_module_check", sql`${t.module} >= 1`),
    check(
      "materials_kind_check",
      sql`(${t.kind} = 'link' and ${t.url} is not null) or (${t.kind} = 'file' and ${t.fileType} is not null and ${t.fileSize} is not null)`,
    ),
  ],
);

/** A material's bytes, apart from its row so that lists never read them. */
export const materialFiles = pgTable("material_files", {
  materialId: text("material_id")
    .primaryKey()
    .references(() => materials.id, { onDelete: "cascade" }),
  data: bytea("data").notNull(),
});

/** A module the trainer has marked done for a batch: its students' progress ring and module bar follow. */
export const batchModules = pgTable(
  "batch_modules",
  {
    batchId: text("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    module: integer("module").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
    doneBy: text("done_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.module] }),
    check("batch_modules_module_check", sql`${t.module} >= 1`),
  ],
);

export const exams = pgTable(
  "exams",
  {
    id: id(),
    batchId: text("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    /** The curriculum week it tests (app/lib/course-modules.ts). */
    module: integer("module").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** Opens at startsAt, closes durationMinutes later (app/lib/exam-window.ts). */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    totalMarks: integer("total_marks").notNull(),
    passingMarks: integer("passing_marks").notNull(),
    topics: jsonb("topics").$type<string[]>().notNull(),
    kind: text("kind", { enum: EXAM_KINDS }).notNull().default("external"),
    /** Where an external exam is taken. */
    examUrl: text("exam_url"),
    /** Students see it (and its class on the schedule) once published. */
    published: boolean("published").notNull().default(false),
    /** The batch's final exam: a certificate needs it passed (docs/decisions/170); at most one per batch. */
    isFinal: boolean("is_final").notNull().default(false),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("exams_batch_idx").on(t.batchId, t.startsAt),
    uniqueIndex("exams_one_final_idx")
      .on(t.batchId)
      .where(sql`${t.isFinal}`),
    check("exams_marks_check", sql`${t.totalMarks} > 0 and ${t.passingMarks} between 0 and ${t.totalMarks}`),
    check("exams_duration_check", sql`${t.durationMinutes} between 1 and 1440`),
  ],
);

/** A question of an in-portal test (app/lib/exam-marking.ts marks it). */
export const examQuestions = pgTable(
  "exam_questions",
  {
    id: id(),
    examId: text("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: QUESTION_KINDS }).notNull(),
    prompt: text("prompt").notNull(),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    correctOptions: jsonb("correct_options").$type<number[]>().notNull().default([]),
    numericAnswer: numeric("numeric_answer", { mode: "number" }),
    numericTolerance: numeric("numeric_tolerance", { mode: "number" }).notNull().default(0),
    marks: integer("marks").notNull(),
  },
  (t) => [
    index("exam_questions_exam_idx").on(t.examId, t.position),
    check("exam_questions_marks_check", sql`${t.marks} > 0`),
  ],
);

/** A student's one attempt at an in-portal test: answers saved as they go, marked on submit. */
export const examAttempts = pgTable(
  "exam_attempts",
  {
    id: id(),
    examId: text("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    answers: jsonb("answers").$type<Record<string, number[] | string>>().notNull().default({}),
    savedAt: timestamp("saved_at", { withTimezone: true }),
    /** Set once, by the student's submit or, after the window, by whoever reads it first. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("exam_attempts_exam_user_idx").on(t.examId, t.userId)],
);

export const RESULT_SOURCES = ["portal", "staff", "import"] as const;

/** One result per student and exam: marked in the portal, entered by staff, or imported from a CSV. */
export const examResults = pgTable(
  "exam_results",
  {
    id: id(),
    examId: text("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    score: numeric("score", { precision: 7, scale: 2, mode: "number" }).notNull(),
    result: text("result", { enum: ["passed", "failed"] }).notNull(),
    source: text("source", { enum: RESULT_SOURCES }).notNull().default("staff"),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("exam_results_exam_user_idx").on(t.examId, t.userId)],
);

export const doubts = pgTable(
  "doubts",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: ["open", "resolved"] })
      .notNull()
      .default("open"),
    reply: text("reply"),
    repliedBy: text("replied_by"),
    repliedByUserId: text("replied_by_user_id").references(() => users.id, { onDelete: "set null" }),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    attachmentId: text("attachment_id").references(() => uploads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("doubts_user_idx").on(t.userId), index("doubts_status_idx").on(t.status, t.createdAt)],
);

export const achievements = pgTable("achievements", {
  id: id(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  description: text("description").notNull(),
  achievedOn: date("achieved_on").notNull(),
});

// ---------------------------------------------------------------- payments
export const ORDER_STATUSES = ["awaiting_payment", "pending_verification", "verified", "rejected"] as const;

export const orders = pgTable(
  "orders",
  {
    /** Human-readable order id, also the UPI transaction reference (tr). */
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The catalogue course id (courses.id). */
    courseKey: text("course_key").notNull(),
    /** The batch this order pays for; verifying the order activates the payer's enrolment in it. */
    batchId: text("batch_id").references(() => batches.id),
    /** The offer whose price was charged, when one was live. */
    offerId: text("offer_id").references(() => offers.id),
    amountRupees: integer("amount_rupees").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("awaiting_payment"),
    utr: text("utr"),
    payerName: text("payer_name"),
    payerEmail: text("payer_email"),
    payerPhone: text("payer_phone"),
    screenshotId: text("screenshot_id").references(() => uploads.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    /** The privacy notice version the payment form showed (DPDP Act; app/content/legal.ts). */
    noticeVersion: text("notice_version"),
    verifiedBy: text("verified_by").references(() => users.id, { onDelete: "set null" }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_status_idx").on(t.status, t.createdAt),
    index("orders_user_idx").on(t.userId),
    index("orders_batch_idx").on(t.batchId, t.status),
    index("orders_payer_email_idx").on(sql`lower(${t.payerEmail})`),
  ],
);

// ---------------------------------------------------------------- jobs
export const jobOpenings = pgTable(
  "job_openings",
  {
    id: text("id").primaryKey(),
    role: text("role").notNull(),
    company: text("company").notNull(),
    location: text("location").notNull(),
    packageMinLpa: numeric("package_min_lpa", { mode: "number" }).notNull(),
    packageMaxLpa: numeric("package_max_lpa", { mode: "number" }).notNull(),
    experience: text("experience").notNull().default("Freshers"),
    description: text("description").notNull(),
    requirements: jsonb("requirements").$type<string[]>().notNull(),
    whyChoose: text("why_choose").notNull().default(""),
    applyUrl: text("apply_url").notNull(),
    postedAt: date("posted_at").notNull(),
    validThrough: date("valid_through").notNull(),
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_openings_published_idx").on(t.published, t.validThrough)],
);

// ---------------------------------------------------------------- certificates
// app/server/certificates.server.ts owns these (docs/decisions/170-172).
export const CERTIFICATE_ROUTES = ["rules", "by_hand", "sample"] as const;

/**
 * A certificate as issued: what it says is kept as it stood then (the
 * student's name, the course, the dates, the hours, the final exam's
 * score), so the document and its public page never change afterwards.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: id(),
    /** The public code, e.g. "TPA-7K3Q-XM2D-9FHT" (60 random bits): the key to the public page only. */
    code: text("code").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    batchId: text("batch_id")
      .notNull()
      .references(() => batches.id),
    courseId: text("course_id").notNull(),
    studentName: text("student_name").notNull(),
    courseTitle: text("course_title").notNull(),
    batchName: text("batch_name").notNull(),
    /** India-time days of the first and the last class. */
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    /** Minutes of live classes held (live classes and workshops, not cancelled). */
    liveMinutes: integer("live_minutes").notNull(),
    attendancePercent: integer("attendance_percent"),
    finalExamScore: numeric("final_exam_score", { precision: 7, scale: 2, mode: "number" }),
    finalExamTotal: integer("final_exam_total"),
    signatoryName: text("signatory_name").notNull(),
    signatoryTitle: text("signatory_title").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    issuedVia: text("issued_via", { enum: CERTIFICATE_ROUTES }).notNull(),
    /** Why staff issued it by hand. */
    issueReason: text("issue_reason"),
    issuedBy: text("issued_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => users.id, { onDelete: "set null" }),
    revokeReason: text("revoke_reason"),
    /** The student chose to let search engines index the public page. */
    public: boolean("public").notNull().default(false),
    /** The demo portal's sample: never verifiable as a real certificate. */
    isSample: boolean("is_sample").notNull().default(false),
  },
  (t) => [
    uniqueIndex("certificates_code_idx").on(t.code),
    // One valid certificate per student and batch; a revoked one may be followed by a new one.
    uniqueIndex("certificates_one_valid_idx")
      .on(t.batchId, t.userId)
      .where(sql`${t.revokedAt} is null`),
    index("certificates_user_idx").on(t.userId),
  ],
);

/** Staff withheld a student's certificate of a batch (a qualifying student gets none at completion). */
export const certificateRefusals = pgTable(
  "certificate_refusals",
  {
    batchId: text("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    refusedBy: text("refused_by").references(() => users.id, { onDelete: "set null" }),
    refusedAt: timestamp("refused_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] })],
);

// ---------------------------------------------------------------- audit
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_entity_idx").on(t.entityType, t.entityId)],
);
