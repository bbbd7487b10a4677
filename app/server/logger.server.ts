import pino, { type DestinationStream } from "pino";

/*
 * JSON logs on stdout. Logs are read by more people and kept longer than the
 * database, so nothing secret goes in: known secret fields are censored by
 * path, errors go through serializeError (a failed query's parameters, the
 * database's echo of a value), and request paths through safePath.
 */

/** Fields censored wherever they appear (top level or one object down). */
export const REDACTED_FIELDS = [
  "password",
  "passwordHash",
  "password_hash",
  "token",
  "tokenHash",
  "body",
  "html",
  "text",
  "cookie",
  "authorization",
  "params",
];

const redactPaths = REDACTED_FIELDS.flatMap((f) => [f, `*.${f}`]).concat([
  "headers.cookie",
  "headers.authorization",
  "*.headers.cookie",
  "*.headers.authorization",
]);

type SerializedError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SerializedError;
};

const FAILED_QUERY = /^(Failed query: [\s\S]*?)\nparams: [\s\S]*$/;

/** A database's message that ends by quoting the value it refused ('invalid input syntax for type uuid: "…"'). */
function cleanMessage(message: string): string {
  const query = FAILED_QUERY.exec(message);
  if (query) return query[1];
  return message.replace(/(: )"[^"]*"$/, '$1"[redacted]"');
}

/**
 * An error as the log may show it: type, message, stack and the database's
 * error code and constraint, never the query parameters (drizzle puts them in
 * the message and `params`) nor the database's `detail`, which echoes the
 * values of the row ("Key (lower(email))=(…) already exists").
 */
export function serializeError(error: unknown, depth = 0): SerializedError | string {
  if (!(error instanceof Error)) return typeof error === "string" ? cleanMessage(error) : String(error);
  const e = error as Error & Record<string, unknown>;
  const message = cleanMessage(e.message);
  const out: SerializedError = { type: e.name || e.constructor?.name || "Error", message };
  if (typeof e.stack === "string") {
    // The stack starts with the message: replace it with the cleaned one.
    const frames = e.stack.split("\n").filter((line) => /^\s+at /.test(line));
    out.stack = [`${out.type}: ${message}`, ...frames].join("\n");
  }
  for (const key of ["code", "constraint", "table", "column"] as const) {
    if (typeof e[key] === "string") out[key] = e[key] as string;
  }
  if (e.cause !== undefined && depth < 3) {
    const cause = serializeError(e.cause, depth + 1);
    if (typeof cause !== "string") out.cause = cause;
  }
  return out;
}

/** A URL or path as the log may show it: no query string (tokens ride there), no calendar feed secret. */
export function safePath(urlOrPath: string): string {
  let path = urlOrPath;
  try {
    path = new URL(urlOrPath, "http://x").pathname;
  } catch {
    path = urlOrPath.split("?")[0];
  }
  return path.replace(/^\/calendar\/[^/]+/i, "/calendar/[redacted]");
}

/** The masked form of an e-mail address for logs: "a***@example.com". */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address[0]}***${address.slice(at)}`;
}

/**
 * A security event (ASVS 16.3): sign-ins and their failures, refused
 * access, changes of password or e-mail. Who and from where, never a
 * password or a token; addresses masked.
 */
export function securityEvent(
  event: string,
  fields: { userId?: string; email?: string; ip?: string; outcome?: string; [key: string]: unknown },
) {
  const { email, ...rest } = fields;
  logger.info({ security: event, ...rest, ...(email ? { email: maskEmail(email) } : {}) }, event);
}

export function createLogger(destination?: DestinationStream) {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
      base: undefined,
      redact: { paths: redactPaths, censor: "[redacted]" },
      serializers: { err: serializeError, error: serializeError },
    },
    destination,
  );
}

export const logger = createLogger();
