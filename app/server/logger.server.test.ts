import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, maskEmail, safePath, serializeError } from "./logger.server";

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const log = createLogger(sink);
  log.level = "info";
  return { log, text: () => lines.join("") };
}

describe("logs keep secrets out", () => {
  it("censors password, hash, token, body and cookie fields wherever they are", () => {
    const { log, text } = capture();
    log.info(
      { password: "p1", user: { passwordHash: "h1", token: "t1" }, body: "b1", headers: { cookie: "c1" } },
      "x",
    );
    for (const secret of ["p1", "h1", "t1", "b1", "c1"]) expect(text()).not.toContain(`"${secret}"`);
    expect(text()).toContain("[redacted]");
  });

  it("keeps an error's type, message, code and constraint, never the query parameters or the row's values", () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_lower_idx"'),
      {
        code: "23505",
        constraint: "users_email_lower_idx",
        detail: "Key (lower(email))=(asha@example.com) already exists.",
      },
    );
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email") values ($1)\nparams: asha@example.com,$argon2id$SECRET',
      ),
      { params: ["asha@example.com", "$argon2id$SECRET"], cause },
    );
    const out = JSON.stringify(serializeError(error));
    expect(out).toContain('Failed query: insert into \\"users\\"');
    expect(out).toContain("23505");
    expect(out).toContain("users_email_lower_idx");
    expect(out).not.toContain("SECRET");
    expect(out).not.toContain("asha@example.com");
  });

  it("hides the value a database quotes back ('invalid input syntax for type uuid: \"…\"')", () => {
    expect(serializeError(new Error('invalid input syntax for type uuid: "my-secret"'))).toMatchObject({
      message: 'invalid input syntax for type uuid: "[redacted]"',
    });
  });

  it("logs paths without query strings and without calendar feed tokens", () => {
    expect(safePath("http://x/reset-password?token=abc")).toBe("/reset-password");
    expect(safePath("/calendar/0123456789abcdef0123456789abcdef.ics")).toBe("/calendar/[redacted]");
    expect(safePath("/courses")).toBe("/courses");
  });

  it("masks e-mail addresses", () => {
    expect(maskEmail("asha@example.com")).toBe("a***@example.com");
    expect(maskEmail("nonsense")).toBe("***");
  });
});
