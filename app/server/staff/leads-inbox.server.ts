import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { LEAD_KINDS, LEAD_STATUSES, LeadFilter, LeadStatus } from "~/lib/staff-forms";
import { db } from "../db/client.server";
import {
  type LEAD_KINDS as DB_LEAD_KINDS,
  type LEAD_STATUSES as DB_LEAD_STATUSES,
  leads,
  users,
} from "../db/schema.server";
import { type AuditEntry, auditTrail, recordAudit, type StaffActor } from "./audit.server";
import { addDays, istDateKey } from "~/lib/ist";

// app/lib's copies of the enums must stay equal to the database's (a type error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _enumsMatch: Same<typeof LEAD_KINDS, typeof DB_LEAD_KINDS> &
  Same<typeof LEAD_STATUSES, typeof DB_LEAD_STATUSES> = true;

export const LEADS_PAGE_SIZE = 50;
/** The export is one request; past this many rows staff narrow the filter. */
export const LEADS_EXPORT_LIMIT = 20_000;

export type Lead = typeof leads.$inferSelect;

/** Postgres LIKE pattern for "contains", with the user's % and _ taken literally. */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Dates in the filter are days in India: from 00:00 IST of `from` to 24:00 IST of `to`.
function whereFor(filter: LeadFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.kind) conditions.push(eq(leads.kind, filter.kind));
  if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.from) {
    conditions.push(gte(leads.createdAt, sql`(${filter.from}::date::timestamp at time zone 'Asia/Kolkata')`));
  }
  if (filter.to) {
    conditions.push(
      lt(leads.createdAt, sql`((${filter.to}::date + 1)::timestamp at time zone 'Asia/Kolkata')`),
    );
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(leads.name, pattern),
        ilike(leads.email, pattern),
        ilike(leads.phone, pattern),
        ilike(leads.subject, pattern),
        ilike(leads.message, pattern),
        ilike(leads.course, pattern),
        ilike(leads.intent, pattern),
      ),
    );
  }
  return and(...conditions);
}

export type LeadListItem = Pick<
  Lead,
  "id" | "kind" | "status" | "name" | "email" | "phone" | "subject" | "course" | "message" | "createdAt"
>;

/** One page of the inbox, newest first, and how many leads match in all. */
export async function listLeads(
  filter: LeadFilter,
  page = 1,
): Promise<{ leads: LeadListItem[]; total: number; page: number; pageCount: number }> {
  const where = whereFor(filter);
  const [{ total }] = await db().select({ total: count() }).from(leads).where(where);
  const pageCount = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db()
    .select({
      id: leads.id,
      kind: leads.kind,
      status: leads.status,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      subject: leads.subject,
      course: leads.course,
      message: sql<string | null>`left(${leads.message}, 140)`,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEADS_PAGE_SIZE)
    .offset((current - 1) * LEADS_PAGE_SIZE);
  return { leads: rows, total, page: current, pageCount };
}

export type LeadExportRow = Omit<
  Lead,
  "idempotencyKey" | "userAgent" | "statusChangedBy" | "noticeVersion"
> & {
  statusChangedByName: string | null;
};

/** Every lead matching the filter (newest first) for the CSV export. */
export async function leadsForExport(filter: LeadFilter): Promise<LeadExportRow[]> {
  return db()
    .select({
      id: leads.id,
      kind: leads.kind,
      status: leads.status,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      subject: leads.subject,
      message: leads.message,
      course: leads.course,
      intent: leads.intent,
      jobId: leads.jobId,
      sourcePage: leads.sourcePage,
      createdAt: leads.createdAt,
      statusChangedAt: leads.statusChangedAt,
      statusChangedByName: users.name,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.statusChangedBy))
    .where(whereFor(filter))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEADS_EXPORT_LIMIT);
}

export type LeadDetail = Lead & { statusChangedByName: string | null; audit: AuditEntry[] };

export async function getLead(id: string): Promise<LeadDetail | null> {
  const [row] = await db()
    .select({ lead: leads, statusChangedByName: users.name })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.statusChangedBy))
    .where(eq(leads.id, id))
    .limit(1);
  if (!row) return null;
  return { ...row.lead, statusChangedByName: row.statusChangedByName, audit: await auditTrail("lead", id) };
}

export type LeadStatusChange = { ok: true; changed: boolean } | { ok: false; reason: "not_found" };

/** Moves a lead to a status, recording who and when on the lead and in the audit log. */
export async function setLeadStatus(
  actor: StaffActor,
  id: string,
  status: LeadStatus,
  note?: string,
): Promise<LeadStatusChange> {
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ status: leads.status })
      .from(leads)
      .where(eq(leads.id, id))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" } as const;
    if (current.status === status && !note) return { ok: true, changed: false } as const;
    await tx
      .update(leads)
      .set({ status, statusChangedAt: new Date(), statusChangedBy: actor.id })
      .where(eq(leads.id, id));
    await recordAudit(tx, {
      actor,
      action: "lead.status_changed",
      entityType: "lead",
      entityId: id,
      details: { from: current.status, to: status, ...(note ? { note } : {}) },
    });
    return { ok: true, changed: true } as const;
  });
}

/** New leads (status "new"), for the overview. */
export async function countNewLeads(): Promise<number> {
  const [{ n }] = await db().select({ n: count() }).from(leads).where(eq(leads.status, "new"));
  return n;
}

/** Leads per India day for the last `days` days up to and including today, oldest first, zeros kept. */
export async function leadsPerDay(days = 30, now = new Date()): Promise<{ day: string; count: number }[]> {
  const today = istDateKey(now);
  const first = addDays(today, -(days - 1));
  const rows = await db()
    .select({
      day: sql<string>`to_char(${leads.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`,
      n: count(),
    })
    .from(leads)
    .where(
      and(
        gte(leads.createdAt, sql`(${first}::date::timestamp at time zone 'Asia/Kolkata')`),
        lt(leads.createdAt, sql`((${today}::date + 1)::timestamp at time zone 'Asia/Kolkata')`),
      ),
    )
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(first, i);
    return { day, count: byDay.get(day) ?? 0 };
  });
}
