import { z } from "zod";

/**
 * One-time messages across a redirect (post/redirect/get): "Login
 * Successful!" on the dashboard, "Registration Successful!" and "Logged out
 * successfully" on the login page. A short-lived cookie that the next page's
 * loader reads and clears; the page shows it as a toast (and as text for
 * readers without JavaScript).
 */
const flashSchema = z.object({
  id: z.string().max(40),
  kind: z.enum(["success", "error", "info"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});

export type Flash = z.infer<typeof flashSchema>;

const NAME = "flash";
const secure = () => (process.env.NODE_ENV === "production" ? "; Secure" : "");

/** The Set-Cookie header that carries a message to the next page. */
export function flashCookie(message: Omit<Flash, "id">): string {
  const value = Buffer.from(JSON.stringify({ id: crypto.randomUUID(), ...message })).toString("base64url");
  return `${NAME}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60${secure()}`;
}

/** Reads the pending message (if any) and the Set-Cookie header that clears it. */
export function readFlash(request: Request): { flash: Flash | null; headers?: Record<string, string> } {
  const raw = request.headers
    .get("cookie")
    ?.split(";")
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${NAME}=`))
    ?.slice(NAME.length + 1);
  if (!raw) return { flash: null };
  const clear = { "Set-Cookie": `${NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure()}` };
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return { flash: parsed.success ? parsed.data : null, headers: clear };
  } catch {
    return { flash: null, headers: clear };
  }
}
