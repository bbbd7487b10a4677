// Backup and restore, measured (issue 26's closing note): the seeded embedded database, then
// one grown to 10,000 leads, 2,000 students and 200 MB of materials. Prints one JSON line per
// step: backup file size, whole duration, the pause during which the database answered no
// query, and the restore time. Also unpacks the seeded sample student's "Download my data".
// Usage: node --import tsx scripts/bench-backup.ts [--materials-mb=200] [--leads=10000] [--students=2000]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import yauzl from "yauzl";
import { takeBackup } from "../app/server/backup/backups.server";
import { restoreBackup } from "../app/server/backup/restore.server";
import { openDatabase, queryRows, setDatabase } from "../app/server/db/client.server";
import { materialFiles, materials } from "../app/server/db/schema.server";
import { seedDatabase } from "../app/server/db/seed.server";
import { studentDataZip } from "../app/server/my-data.server";
import { SAMPLE_STUDENT } from "../app/server/portal/seed-data.server";

const { values } = parseArgs({
  options: {
    "materials-mb": { type: "string", default: "200" },
    leads: { type: "string", default: "10000" },
    students: { type: "string", default: "2000" },
  },
});
const root = mkdtempSync(path.join(tmpdir(), "bench-backup-"));
const handle = await openDatabase({
  dataDir: path.join(root, "data"),
  template: path.resolve("build/pglite-template.tar.gz"),
});
await seedDatabase(handle.db);

async function measure(label: string) {
  const backup = await takeBackup(handle, path.join(root, `backups-${label}`), "requested");
  const started = performance.now();
  await restoreBackup({ file: backup.file, dataDir: path.join(root, `restored-${label}`) });
  const restoreMs = Math.round(performance.now() - started);
  const [size] = await queryRows<{ bytes: string }>(
    sql`select pg_database_size(current_database()) as bytes`,
  );
  console.log(
    JSON.stringify({
      label,
      databaseMB: +(Number(size!.bytes) / 1_048_576).toFixed(1),
      dataDirMB: +(backup.manifest.payload.bytes / 1_048_576).toFixed(1),
      backupMB: +(backup.bytes / 1_048_576).toFixed(1),
      backupMs: backup.ms,
      pausedMs: backup.pausedMs,
      restoreMs,
    }),
  );
}

await measure("seeded");

const zip = (await studentDataZip(SAMPLE_STUDENT.id))!;
const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
const entries: string[] = [];
for await (const e of file.eachEntry()) entries.push(`${e.fileName} (${e.uncompressedSize} B)`);
console.log(JSON.stringify({ sampleStudentExport: { bytes: zip.byteLength, entries } }));

const leads = Number(values.leads);
const students = Number(values.students);
await handle.db.execute(sql`
  insert into leads (id, kind, name, email, phone, message, source_page, created_at)
  select gen_random_uuid()::text, 'contact', 'Visitor ' || i, 'visitor' || i || '@example.com', '+91 98765 43210',
    'I would like to know about the next batch and the fees. ' || repeat('Details. ', 20), '/contact',
    now() - (i || ' minutes')::interval
  from generate_series(1, ${leads}) i`);
await handle.db.execute(sql`
  insert into users (id, email, name, phone, password_hash, role, created_at)
  select 'bench-' || i, 'student' || i || '@example.com', 'Student ' || i, '+91 90000 ' || lpad(i::text, 5, '0'),
    '$argon2id$v=19$m=19456,t=2,p=1$bench$bench', 'student', now()
  from generate_series(1, ${students}) i`);
await handle.db.execute(sql`
  insert into enrolments (id, user_id, batch_id, state, activated_at)
  select gen_random_uuid()::text, 'bench-' || i, 'python-a', 'active', now() from generate_series(1, ${students}) i`);
// Materials: 5 MB files of random bytes (incompressible: the worst case for size and time).
const fileMb = 5;
for (let n = 0; n < Number(values["materials-mb"]) / fileMb; n++) {
  const [row] = await handle.db
    .insert(materials)
    .values({
      batchId: "python-a",
      module: 1 + (n % 8),
      title: `Bench material ${n + 1}`,
      description: "Bench",
      type: "PDF",
      kind: "file",
      fileType: "application/pdf",
      fileSize: fileMb * 1_048_576,
      published: true,
      publishedAt: new Date(),
    })
    .returning({ id: materials.id });
  // Stored as uploads are: pieces of 512 KB (material-files.server.ts).
  const pieces = (fileMb * 1_048_576) / 524_288;
  for (let seq = 0; seq < pieces; seq++)
    await handle.db.insert(materialFiles).values({ materialId: row!.id, seq, data: randomBytes(524_288) });
}
await measure("grown");
setDatabase(undefined);
await handle.close();
rmSync(root, { recursive: true, force: true });
