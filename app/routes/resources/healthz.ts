import { databaseIsHealthy } from "~/server/db/client.server";

/** 200 when the database answers, 503 when it does not (load balancers poll this). */
export async function loader() {
  const ok = await databaseIsHealthy();
  return Response.json(
    { status: ok ? "ok" : "unavailable", database: ok ? "up" : "down" },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
