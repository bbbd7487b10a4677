import type { Db } from "./client.server";

/**
 * The seed is idempotent: every part inserts with fixed ids and
 * ON CONFLICT DO NOTHING, so it runs on every start-up without duplicating
 * anything and without overwriting what staff or students changed.
 * Each domain contributes one part, in dependency order.
 */
type SeedPart = { name: string; run: (db: Db) => Promise<void> };

const parts: SeedPart[] = [
  // -- job openings
  // (imported here, inside the slot, so parallel branches' imports never collide)
  {
    name: "job openings",
    run: async (database) => (await import("../jobs-seed.server")).seedJobOpenings(database),
  },

  // -- the catalogue: courses, batches with seats, the demo batch, the launch offer
  {
    name: "catalogue",
    run: async (database) => (await import("../catalogue-seed.server")).seedCatalogue(database),
  },

  // -- demo portal data: cohorts, schedule, materials, exams
  { name: "portal", run: async (database) => (await import("../portal/seed.server")).seedPortal(database) },

  // -- certificates: signatories, the demo's sample, a demo install's past cohort
  {
    name: "certificates",
    run: async (database) => (await import("../certificate-seed.server")).seedCertificates(database),
  },

  // -- payments and pricing

  // -- staff
  // Nothing seeded on purpose: staff accounts come only from `npm run staff:create`.
];

export async function seedDatabase(database: Db) {
  for (const part of parts) {
    await part.run(database);
  }
}
