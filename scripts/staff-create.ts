// `npm run staff:create -- --email <e> --name <name> [--password <p>] [--admin]`
// The only way a staff account comes to exist (signup always makes students).
// Without --password it asks for one (hidden, twice). Works on the embedded
// database in DATA_DIR and on DATABASE_URL.
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { closeDatabase, embeddedDatabaseInUse, openDatabase } from "../app/server/db/client.server";
import { parseEnv } from "../app/server/env.server";
import {
  checkStaffDetails,
  createStaffAccount,
  StaffAccountError,
} from "../app/server/staff/staff-accounts.server";
import { passwordProblem } from "../app/server/password-strength.server";

export const USAGE = `Usage: npm run staff:create -- --email <e-mail> --name "<full name>" [--password <password>] [--admin]

  --email      the staff member's e-mail (their sign-in name at /login)
  --name       their name, shown to students next to doubt replies
  --password   at least 12 characters; left out, you are asked for it (hidden)
  --admin      administrator: may also sign staff out and remove their access (/staff/team)
  --force      open the embedded database even though it looks in use (only after a crash)

Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./data).
The embedded database can be open in one process only: stop the server first.`;

export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** Reads one line; hidden = do not echo (passwords). */
  prompt(question: string, opts: { hidden: boolean }): Promise<string>;
}

export async function runStaffCreate(
  argv: string[],
  environment: Record<string, string | undefined>,
  io: Io,
): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        password: { type: "string" },
        admin: { type: "boolean", default: false },
        force: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    io.out(USAGE);
    return 0;
  }
  if (!args.email || !args.name) {
    io.err(`Both --email and --name are required.\n\n${USAGE}`);
    return 2;
  }

  let details;
  try {
    details = checkStaffDetails({ email: args.email, name: args.name, isAdmin: args.admin });
  } catch (error) {
    io.err((error as Error).message);
    return 2;
  }

  const prompted = args.password === undefined;
  const password = prompted ? await io.prompt("Password: ", { hidden: true }) : (args.password as string);
  // Checked before the database opens: a weak password costs nothing to refuse.
  const weakness = await passwordProblem(password, { role: "staff", ...details });
  if (weakness) {
    io.err(`Password refused: ${weakness}`);
    return 1;
  }
  if (prompted && (await io.prompt("Repeat the password: ", { hidden: true })) !== password) {
    io.err("The passwords do not match. Nothing was created.");
    return 1;
  }

  let config;
  try {
    config = parseEnv(environment);
  } catch (error) {
    io.err((error as Error).message);
    return 2;
  }
  if (!config.DATABASE_URL && embeddedDatabaseInUse(config.DATA_DIR) && !args.force) {
    io.err(
      [
        `The embedded database in ${path.resolve(config.DATA_DIR)} is in use: the server seems to be running.`,
        "The embedded database can be open in one process only. Stop the server (Ctrl+C where `npm start` runs),",
        "run this command again, then start the server. (With DATABASE_URL this is not needed.)",
        "If no server is running (it crashed and left the lock behind), add --force.",
      ].join("\n"),
    );
    return 1;
  }

  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const created = await createStaffAccount({ ...details, password });
    io.out(
      `Staff account created for ${created.email}${created.isAdmin ? " (admin)" : ""} in the ${handle.kind === "postgres" ? "PostgreSQL" : "embedded"} database. They sign in at /login and land on /staff.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof StaffAccountError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await closeDatabase();
  }
}

/** A terminal prompt; hidden input reads raw keys and echoes nothing. Piped input: one line. */
function terminalIo(): Io {
  let piped: Promise<string[]> | undefined;
  return {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    async prompt(question, { hidden }) {
      const stdin = process.stdin;
      if (!stdin.isTTY) {
        piped ??= new Promise((resolve) => {
          let text = "";
          stdin.setEncoding("utf8");
          stdin.on("data", (chunk) => (text += chunk));
          stdin.on("end", () => resolve(text.split(/\r?\n/)));
        });
        return (await piped).shift() ?? "";
      }
      process.stdout.write(question);
      return new Promise((resolve) => {
        let value = "";
        stdin.setRawMode(true);
        stdin.setEncoding("utf8");
        stdin.resume();
        const onData = (chunk: string) => {
          for (const ch of chunk) {
            if (ch === "\r" || ch === "\n") {
              stdin.setRawMode(false);
              stdin.pause();
              stdin.off("data", onData);
              process.stdout.write("\n");
              resolve(value);
              return;
            }
            if (ch === "\u0003") {
              process.stdout.write("\n");
              process.exit(130);
            }
            if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
            else value += ch;
            if (!hidden) process.stdout.write(ch);
          }
        };
        stdin.on("data", onData);
      });
    },
  };
}

const isEntry = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (isEntry) {
  runStaffCreate(process.argv.slice(2), process.env, terminalIo()).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
