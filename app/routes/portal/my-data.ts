import type { Route } from "./+types/my-data";
import { requireStudent } from "~/server/auth.server";
import { istDateKey } from "~/lib/ist";
import { studentDataZip } from "~/server/my-data.server";

/** GET /dashboard/my-data.zip: "Download my data", the signed-in student's own, nobody else's. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStudent(request);
  const zip = await studentDataZip(user.id);
  if (!zip) throw new Response("Not found", { status: 404, statusText: "Not Found" });
  return new Response(new Uint8Array(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="my-data-${istDateKey()}.zip"`,
      "Cache-Control": "private, no-store",
    },
  });
}
