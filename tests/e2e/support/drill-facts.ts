// The restore drill's facts (tests/support/restore-drill.ts), made in DATA_DIR before its
// server opens the database; written to $DRILL_FACTS as JSON. No route serves any of this.
import { writeFileSync } from "node:fs";
import { closeDatabase } from "../../../app/server/db/client.server";
import { makeDrillFacts } from "../../support/restore-drill-facts";
import { openSeededDatabase } from "./journey-fixtures";

const facts = await makeDrillFacts(await openSeededDatabase());
writeFileSync(process.env.DRILL_FACTS!, JSON.stringify(facts));
await closeDatabase();
