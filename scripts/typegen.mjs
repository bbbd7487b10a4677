// `npm run typecheck`, first step: React Router's route types, without its deprecation notice.
import { reactRouterBin, runQuietly } from "./quiet-run.mjs";

process.exit((await runQuietly(reactRouterBin, ["typegen"])) ?? 1);
