import { addDays, istDateKey, istInstant, weekStartKey } from "./ist";

/*
 * When the embedded database is backed up, and which backups are kept
 * (docs/decisions/180-online-backups-of-the-embedded-database.md).
 * BACKUP_EVERY: "daily@HH:MM" (India time), an interval ("6h", "90m"), or "off".
 */

export type BackupSchedule =
  { kind: "daily"; hours: number; minutes: number } | { kind: "interval"; ms: number } | { kind: "off" };

export const DEFAULT_BACKUP_EVERY = "daily@02:30";

/** Parses BACKUP_EVERY; undefined for a value that is none of the three forms. */
export function parseBackupEvery(raw: string): BackupSchedule | undefined {
  const value = raw.trim().toLowerCase();
  if (value === "off" || value === "never") return { kind: "off" };
  const daily = /^daily@([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (daily) return { kind: "daily", hours: Number(daily[1]), minutes: Number(daily[2]) };
  const interval = /^(\d+)(m|h)$/.exec(value);
  if (interval) {
    const ms = Number(interval[1]) * (interval[2] === "h" ? 3_600_000 : 60_000);
    // Under 5 minutes a backup could still be running when the next one starts.
    if (ms >= 5 * 60_000 && ms <= 7 * 24 * 3_600_000) return { kind: "interval", ms };
  }
  return undefined;
}

/** The next time a backup is due, strictly after `now`; undefined when backups are off. */
export function nextBackupAt(schedule: BackupSchedule, now: Date): Date | undefined {
  if (schedule.kind === "off") return undefined;
  if (schedule.kind === "interval") return new Date(now.getTime() + schedule.ms);
  const today = istDateKey(now);
  const at = istInstant(today, schedule.hours, schedule.minutes);
  return at.getTime() > now.getTime() ? at : istInstant(addDays(today, 1), schedule.hours, schedule.minutes);
}

export interface BackupRef {
  name: string;
  at: Date;
}

export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

/**
 * Keep 7 daily and 4 weekly: the newest backup of each of the 7 latest India-time
 * days that have one, and the newest of each of the 4 latest weeks (Monday to
 * Sunday) that have one; a backup may count as both. Returns the names to delete.
 */
export function backupsToDelete(backups: BackupRef[], keep = { daily: KEEP_DAILY, weekly: KEEP_WEEKLY }) {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<string>();
  const pick = (bucketOf: (b: BackupRef) => string, count: number) => {
    const seen = new Set<string>();
    for (const b of newestFirst) {
      const bucket = bucketOf(b);
      if (seen.has(bucket)) continue;
      if (seen.size === count) break;
      seen.add(bucket);
      kept.add(b.name);
    }
  };
  pick((b) => istDateKey(b.at), keep.daily);
  pick((b) => weekStartKey(istDateKey(b.at)), keep.weekly);
  return newestFirst.filter((b) => !kept.has(b.name)).map((b) => b.name);
}

const NAME = /^backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(\d{3})Z\.zip$/;

/** "backup-20261127-210000123Z.zip": UTC, sortable, never two the same millisecond. */
export function backupFileName(at: Date): string {
  const iso = at.toISOString(); // 2026-11-27T21:00:00.123Z
  return `backup-${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 19).replaceAll(":", "")}${iso.slice(20, 23)}Z.zip`;
}

/** The time a backup file was taken, from its name; undefined for any other file. */
export function backupTimeFromName(name: string): Date | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, ms] = m;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** A backup older than this is reported on the staff overview. */
export const STALE_BACKUP_MS = 2 * 24 * 3_600_000;
