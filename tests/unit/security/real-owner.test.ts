// Finding: "A production start serves hello@example.com, +91 00000 00000,
// the placeholder UPI id and http://localhost:3000 share and referral links
// without a word; on the embedded database the first staff account can only
// be made with the server stopped".
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getSessionUser } from "~/server/auth.server";
import { parseEnv } from "~/server/env.server";
import { setupTestDatabase } from "../../setup/db";
import { cookiesFrom, get, post, run } from "../../support/routes";

setupTestDatabase({ seed: true });

/** Starts server.ts as `node build/server.js` would; resolves with its exit code and output once it exits (or after 60 s). */
function startServer(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      env: {
        PATH: process.env.PATH,
        PORT: "1",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "real-owner-")),
        LOG_LEVEL: "info",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("a production start", () => {
  it("refuses the placeholder business details and a localhost SITE_URL, naming each setting", async () => {
    const { code, output } = await startServer({ NODE_ENV: "production" });
    expect(code).toBe(1);
    for (const setting of [
      "CONTACT_EMAIL",
      "CONTACT_PHONE",
      "WHATSAPP_NUMBER",
      "UPI_ID",
      "SITE_URL",
      "GRIEVANCE_EMAIL",
      "DEMO_MODE=true",
    ]) {
      expect(output).toContain(setting);
    }
  }, 70_000);

  it("reads real-looking settings as ready, and DEMO_MODE=true as a demo that says so", async () => {
    const { checkReadiness } = await import("~/server/readiness.server");
    const { siteConfigFrom } = await import("~/server/env.server");
    const real = parseEnv({
      CONTACT_EMAIL: "hello@techpro.in",
      CONTACT_PHONE: "+91 98450 12345",
      WHATSAPP_NUMBER: "919845012345",
      UPI_ID: "techpro@okicici",
      SITE_URL: "https://www.techpro.in",
      GRIEVANCE_EMAIL: "grievance@techpro.in",
    });
    expect(checkReadiness(real, siteConfigFrom(real), true)).toEqual({ demo: false, placeholders: [] });
    const demo = parseEnv({ DEMO_MODE: "true" });
    const ready = checkReadiness(demo, siteConfigFrom(demo), true);
    expect(ready.demo).toBe(true);
    expect(ready.placeholders.map((p) => p.setting)).toContain("UPI_ID");
    const onPostgres = parseEnv({ DATABASE_URL: "postgres://u:p@db/x" });
    expect(() => checkReadiness(onPostgres, siteConfigFrom(onPostgres), false)).toThrow(
      /DATABASE_URL is set/,
    );
  });
});

describe("the first administrator", () => {
  it("is made in the browser from a one-time link while the server runs", async () => {
    const { firstAdminLink } = await import("~/server/staff/first-admin.server");
    const setup = await import("../../../app/routes/auth/setup");
    const link = await firstAdminLink("http://localhost:3000");
    expect(link).toMatch(/^http:\/\/localhost:3000\/setup\?token=[\w-]{40,}$/);
    const token = new URL(link!).searchParams.get("token")!;
    expect((await run(setup.loader as never, get(`/setup?token=${token}`))).data.valid).toBe(true);
    const fields = {
      token,
      fullName: "Lakshmi Rao",
      email: "lakshmi.admin@example.com",
      password: "Granite-Orchid-Harbour-58",
      confirmPassword: "Granite-Orchid-Harbour-58",
    };
    const weak = await run(
      setup.action as never,
      post("/setup", { ...fields, password: "adminadmin12", confirmPassword: "adminadmin12" }),
    );
    expect(weak.status).toBe(400);
    const made = await run(setup.action as never, post("/setup", fields));
    expect(made.status).toBe(302);
    expect(made.location).toBe("/staff");
    const admin = await getSessionUser(get("/staff", cookiesFrom(made.headers)));
    expect(admin).toMatchObject({ role: "staff", isAdmin: true, email: "lakshmi.admin@example.com" });
    // Single use, and no new link once an administrator exists.
    expect(
      (await run(setup.action as never, post("/setup", { ...fields, email: "second@example.com" }))).status,
    ).toBe(400);
    expect(await firstAdminLink("http://localhost:3000")).toBeNull();
  });
});
