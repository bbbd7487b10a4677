import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { type Io, runStaffCreate } from "./staff-create";

function fakeIo(answers: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const prompts: { question: string; hidden: boolean }[] = [];
  const io: Io = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    prompt: async (question, { hidden }) => {
      prompts.push({ question, hidden });
      return answers.shift() ?? "";
    },
  };
  return { io, out, err, prompts };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "staff-create-"));
const environment = { DATA_DIR: dataDir, LOG_LEVEL: "silent" };

async function staffRows() {
  const client = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const result = await client.query<{
      email: string;
      role: string;
      is_admin: boolean;
      password_hash: string;
    }>("select email, role, is_admin, password_hash from users order by created_at");
    return result.rows;
  } finally {
    await client.close();
  }
}

// Each test opens (and the first one creates and migrates) a PGlite data directory on disk:
// several seconds each on a loaded machine, so this file allows more than the default 30 s.
describe("npm run staff:create", { timeout: 120_000 }, () => {
  it("creates a staff account in the embedded database in DATA_DIR", async () => {
    const { io, out, err } = fakeIo();
    const code = await runStaffCreate(
      ["--email", "rahul@example.com", "--name", "Rahul Sharma", "--password", "Tr4in!ng-Desk", "--admin"],
      environment,
      io,
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out[0]).toContain("Staff account created for rahul@example.com (admin) in the embedded database");
    const rows = await staffRows();
    expect(rows).toEqual([
      expect.objectContaining({ email: "rahul@example.com", role: "staff", is_admin: true }),
    ]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it("asks for the password (hidden, twice) when --password is left out", async () => {
    const { io, out, prompts } = fakeIo(["blue-Mango-42-river", "blue-Mango-42-river"]);
    const code = await runStaffCreate(
      ["--email", "meena@example.com", "--name", "Meena Iyer"],
      environment,
      io,
    );
    expect(code).toBe(0);
    expect(prompts).toEqual([
      { question: "Password: ", hidden: true },
      { question: "Repeat the password: ", hidden: true },
    ]);
    expect(out[0]).toContain("meena@example.com");
  });

  it("refuses a weak password, typed or prompted, before touching the database", async () => {
    const typed = fakeIo();
    expect(
      await runStaffCreate(
        ["--email", "w@example.com", "--name", "Weak Person", "--password", "password123"],
        environment,
        typed.io,
      ),
    ).toBe(1);
    expect(typed.err).toEqual(["Password refused: Use at least 12 characters."]);
    const prompted = fakeIo(["P@ssw0rd-2026!"]);
    expect(
      await runStaffCreate(["--email", "w@example.com", "--name", "Weak Person"], environment, prompted.io),
    ).toBe(1);
    expect(prompted.err[0]).toMatch(/^Password refused: Avoid common words/);
    expect(prompted.prompts).toHaveLength(1);
  });

  it("refuses when the two typed passwords differ", async () => {
    const { io, err } = fakeIo(["blue-Mango-42-river", "blue-Mango-42-rivers"]);
    expect(await runStaffCreate(["--email", "x@example.com", "--name", "Typo Person"], environment, io)).toBe(
      1,
    );
    expect(err).toEqual(["The passwords do not match. Nothing was created."]);
  });

  it("refuses an e-mail that already has an account", async () => {
    const { io, err } = fakeIo();
    const code = await runStaffCreate(
      ["--email", "RAHUL@example.com", "--name", "Someone Else", "--password", "Tr4in!ng-Desk"],
      environment,
      io,
    );
    expect(code).toBe(1);
    expect(err).toEqual(["An account with the e-mail rahul@example.com already exists."]);
  });

  it("refuses to open the embedded database while the server has it open, and says to stop the server", async () => {
    const busyDir = mkdtempSync(path.join(tmpdir(), "staff-create-busy-"));
    mkdirSync(path.join(busyDir, "pglite"), { recursive: true });
    writeFileSync(path.join(busyDir, "pglite", "postmaster.pid"), "-42\n");
    const { io, err } = fakeIo();
    const code = await runStaffCreate(
      ["--email", "busy@example.com", "--name", "Busy Server", "--password", "Tr4in!ng-Desk"],
      { DATA_DIR: busyDir },
      io,
    );
    expect(code).toBe(1);
    expect(err[0]).toContain("is in use: the server seems to be running");
    expect(err[0]).toContain("Stop the server");
  });

  it("needs --email and --name, and rejects unknown options with the usage text", async () => {
    const missing = fakeIo();
    expect(await runStaffCreate(["--email", "a@example.com"], environment, missing.io)).toBe(2);
    expect(missing.err[0]).toContain("Both --email and --name are required.");
    const unknown = fakeIo();
    expect(
      await runStaffCreate(["--email", "a@example.com", "--role", "admin"], environment, unknown.io),
    ).toBe(2);
    expect(unknown.err[0]).toContain("Usage: npm run staff:create");
    const badEmail = fakeIo();
    expect(await runStaffCreate(["--email", "nope", "--name", "Some Name"], environment, badEmail.io)).toBe(
      2,
    );
    expect(badEmail.err).toEqual(["Give a valid e-mail address."]);
  });
});
