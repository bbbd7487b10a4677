import { describe, expect, it } from "vitest";
import { istDateKey } from "./ist";
import {
  backupFileName,
  backupsToDelete,
  backupTimeFromName,
  nextBackupAt,
  parseBackupEvery,
} from "./backup-schedule";

describe("BACKUP_EVERY", () => {
  it('reads "daily@02:30" (India time), intervals and "off", and refuses anything else', () => {
    expect(parseBackupEvery("daily@02:30")).toEqual({ kind: "daily", hours: 2, minutes: 30 });
    expect(parseBackupEvery("6h")).toEqual({ kind: "interval", ms: 6 * 3_600_000 });
    expect(parseBackupEvery("90m")).toEqual({ kind: "interval", ms: 90 * 60_000 });
    expect(parseBackupEvery("off")).toEqual({ kind: "off" });
    for (const bad of ["daily", "daily@25:00", "1m", "weekly", "2d", ""]) {
      expect(parseBackupEvery(bad), bad).toBeUndefined();
    }
  });

  it("is due next at 02:30 IST (21:00 UTC the day before), today if still ahead, else tomorrow", () => {
    const daily = parseBackupEvery("daily@02:30")!;
    // 27 Nov 01:00 IST
    expect(nextBackupAt(daily, new Date("2026-11-26T19:30:00Z"))?.toISOString()).toBe(
      "2026-11-26T21:00:00.000Z",
    );
    // 27 Nov 02:30 IST exactly: the next one is tomorrow's
    expect(nextBackupAt(daily, new Date("2026-11-26T21:00:00Z"))?.toISOString()).toBe(
      "2026-11-27T21:00:00.000Z",
    );
    expect(nextBackupAt({ kind: "off" }, new Date())).toBeUndefined();
  });
});

describe("keep 7 daily and 4 weekly", () => {
  const at = (iso: string) => ({ name: backupFileName(new Date(iso)), at: new Date(iso) });

  it("keeps the newest backup of each of the last 7 days and of each of the last 4 weeks", () => {
    // One backup a day at 02:30 IST for 60 days up to Sunday 29 Nov 2026, plus a second one on the last day.
    const daily = Array.from({ length: 60 }, (_, i) =>
      at(new Date(Date.UTC(2026, 10, 28, 21) - i * 86_400_000).toISOString()),
    );
    const extra = at("2026-11-29T06:00:00Z");
    const all = [...daily, extra];
    const deleted = new Set(backupsToDelete(all));
    const kept = all.filter((b) => !deleted.has(b.name)).map((b) => istDateKey(b.at));
    // Days (IST) 23-29 Nov (the 29th's newest is the 11:30 IST one), then the Sundays (newest of each week) of the 3 weeks before.
    expect(kept.sort()).toEqual([
      "2026-11-08",
      "2026-11-15",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(deleted.has(daily[0]!.name)).toBe(true); // 29 Nov 02:30 IST: the 11:30 one is newer that day
  });

  it("deletes nothing while there are fewer backups than that", () => {
    expect(backupsToDelete([at("2026-11-27T21:00:00Z"), at("2026-11-26T21:00:00Z")])).toEqual([]);
  });
});

describe("backup file names", () => {
  it("carry the UTC time to the millisecond and read back; other files are not backups", () => {
    const when = new Date("2026-11-26T21:00:00.045Z");
    expect(backupFileName(when)).toBe("backup-20261126-210000045Z.zip");
    expect(backupTimeFromName(backupFileName(when))).toEqual(when);
    expect(backupTimeFromName("notes.txt")).toBeUndefined();
    expect(backupTimeFromName("backup-20261126-210000045Z.zip.partial")).toBeUndefined();
  });
});
