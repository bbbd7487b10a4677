import { type PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

/**
 * The embedded database's queries as named prepared statements (docs/decisions/206-pglite-prepared-statements.md).
 *
 * PGlite's own `query()` sends every statement unnamed, in six calls into PostgreSQL (Parse,
 * Describe, Bind, Describe, Execute, Sync), so PostgreSQL parses and plans it again each time,
 * measuring every table's file on the way, and PGlite parses every reply into message objects.
 * Here a statement text is parsed once per database session under a name (its parameter and
 * column types kept), and each execution is one call (Bind, Execute, Sync) whose reply is read
 * straight from its bytes. PostgreSQL then keeps the plan (after five executions, a generic plan
 * when it is no worse). Rows, types and errors are the same as PGlite's `query()`.
 *
 * What drizzle's PGlite driver uses of its client: `query` and `transaction` (whose client has
 * `query`). Everything else goes to PGlite itself.
 */

/** Statements kept per database session; the least recently used beyond it is closed. */
export const MAX_STATEMENTS = 500;

/**
 * A statement longer than this, or with more parameters, is run unnamed and not kept: such are
 * one-off bulk statements (the seed's multi-row inserts, long `in (…)` lists), which would only
 * hold memory in PostgreSQL's plan cache.
 */
export const MAX_KEPT_TEXT = 2_000;
export const MAX_KEPT_PARAMS = 32;

interface Statement {
  name: string;
  paramTypes: number[];
  /** null: the statement returns no rows (NoData). */
  fields: { name: string; dataTypeID: number }[] | null;
}

interface Session {
  statements: Map<string, Statement>;
  next: number;
  max: number;
}

// One per PGlite instance: statement names belong to its single database session, whichever
// wrapper (several handles may wrap one instance in tests) prepared them.
const sessions = new WeakMap<PGlite, Session>();

function sessionOf(pg: PGlite, max = MAX_STATEMENTS): Session {
  let session = sessions.get(pg);
  if (!session) sessions.set(pg, (session = { statements: new Map(), next: 0, max }));
  return session;
}

const SYNC = protocol.serialize.sync();

/** Sends `message` and returns the whole reply as one Buffer, unparsed. */
async function send(pg: PGlite, message: Uint8Array): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pg.execProtocolRawStream(message, {
    syncToFs: false,
    // The chunk is a view of PGlite's memory, reused after this call.
    onRawData: (chunk) => void chunks.push(Buffer.from(chunk)),
  });
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/** The reply's error, as PGlite's own parser makes it (a DatabaseError with code, detail, …). */
function errorIn(reply: Buffer): Error | undefined {
  let found: Error | undefined;
  new protocol.Parser().parse(reply, (message) => {
    if (!found && message instanceof protocol.messages.DatabaseError) found = message;
  });
  return found;
}

function withQuery(error: Error, query: string, params: unknown[], options?: QueryOptions) {
  // As PGlite's query() does: the failing statement travels with the error.
  Object.assign(error, { query, params, queryOptions: options });
  return error;
}

const ERROR = 0x45; // 'E'

function hasError(reply: Buffer): boolean {
  for (let at = 0; at + 5 <= reply.length; at += 1 + reply.readInt32BE(at + 1)) {
    if (reply[at] === ERROR) return true;
  }
  return false;
}

async function prepare(
  pg: PGlite,
  session: Session,
  text: string,
  values: unknown[],
  options?: QueryOptions,
) {
  const keep = text.length <= MAX_KEPT_TEXT && values.length <= MAX_KEPT_PARAMS;
  // The unnamed statement lasts until the next one is parsed: here, until this one has run.
  const name = keep ? `s${++session.next}` : "";
  const reply = await send(
    pg,
    Buffer.concat([
      protocol.serialize.parse({ name, text, types: options?.paramTypes }),
      protocol.serialize.describe({ type: "S", name }),
      SYNC,
    ]),
  );
  const messages: { name: string }[] = [];
  new protocol.Parser().parse(reply, (m) => void messages.push(m));
  const error = messages.find((m) => m instanceof protocol.messages.DatabaseError);
  if (error) throw error;
  const params = messages.find((m) => m.name === "parameterDescription") as
    InstanceType<typeof protocol.messages.ParameterDescriptionMessage> | undefined;
  const row = messages.find((m) => m.name === "rowDescription") as
    InstanceType<typeof protocol.messages.RowDescriptionMessage> | undefined;
  const statement: Statement = {
    name,
    paramTypes: params?.dataTypeIDs ?? [],
    fields: row ? row.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) : null,
  };
  if (!keep) return statement;
  session.statements.set(text, statement);
  while (session.statements.size > session.max) {
    await forget(pg, session, session.statements.keys().next().value as string);
  }
  return statement;
}

async function forget(pg: PGlite, session: Session, text: string) {
  const statement = session.statements.get(text);
  if (!statement) return;
  session.statements.delete(text);
  await send(pg, Buffer.concat([protocol.serialize.close({ type: "S", name: statement.name }), SYNC]));
}

/** Commands whose tag's count PGlite adds up as `affectedRows`. */
const COUNTS_ROWS = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

/** Reads Bind/Execute's reply: the rows, and the command's tag. */
function readRows(pg: PGlite, reply: Buffer, statement: Statement, options?: QueryOptions): Results {
  const fields = statement.fields ?? [];
  const parsers = fields.map((f) => options?.parsers?.[f.dataTypeID] ?? pg.parsers[f.dataTypeID]);
  const asObjects = options?.rowMode !== "array";
  const rows: unknown[] = [];
  let command = "";
  let affectedRows = 0;
  let rowCount: number | undefined;
  for (let at = 0; at + 5 <= reply.length;) {
    const type = reply[at];
    const end = at + 1 + reply.readInt32BE(at + 1);
    if (type === 0x44 /* 'D': a row */) {
      const count = reply.readInt16BE(at + 5);
      let p = at + 7;
      const values: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const length = reply.readInt32BE(p);
        p += 4;
        if (length < 0) {
          values[i] = null;
          continue;
        }
        const text = reply.toString("utf8", p, p + length);
        p += length;
        const parse = parsers[i];
        values[i] = parse ? parse(text, fields[i].dataTypeID) : text;
      }
      if (asObjects) {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) row[fields[i].name] = values[i];
        rows.push(row);
      } else rows.push(values);
    } else if (type === 0x43 /* 'C': command complete */) {
      const tag = reply.toString("utf8", at + 5, end - 1);
      const words = tag.split(" ");
      command = words[0];
      const n = Number.parseInt(words[words.length - 1], 10);
      if (COUNTS_ROWS.has(command)) affectedRows += n;
      if (!Number.isNaN(n)) rowCount = n;
    }
    at = end;
  }
  return {
    rows,
    fields,
    affectedRows,
    ...(command ? { command } : {}),
    ...(rowCount !== undefined ? { rowCount } : {}),
  } as Results;
}

/** A prepared statement that PostgreSQL no longer has, or whose result changed shape. */
function isStale(error: Error) {
  const code = (error as { code?: string }).code;
  return code === "26000" || (code === "0A000" && /cached plan/.test(error.message));
}

/**
 * One statement, inside PGlite's query lock. A statement gone stale is prepared again and run
 * once more, except inside a transaction, which its error has already aborted: there it fails
 * (as a statement of that transaction failing would), and the next use prepares it afresh.
 */
async function run(
  pg: PGlite,
  text: string,
  params: unknown[] = [],
  options: QueryOptions | undefined,
  inTransaction: boolean,
  retried = false,
): Promise<Results> {
  const session = sessionOf(pg);
  let statement = session.statements.get(text);
  try {
    if (statement) {
      // Most recently used last: the first in the map is the next to close.
      session.statements.delete(text);
      session.statements.set(text, statement);
    } else statement = await prepare(pg, session, text, params, options);
  } catch (error) {
    throw withQuery(error as Error, text, params, options);
  }
  const types = statement.paramTypes;
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serialize = options?.serializers?.[types[i]] ?? pg.serializers[types[i]];
    return serialize ? serialize(value) : String(value);
  });
  const reply = await send(
    pg,
    Buffer.concat([
      protocol.serialize.bind({ statement: statement.name, values: values as string[] }),
      protocol.serialize.execute({}),
      SYNC,
    ]),
  );
  if (hasError(reply)) {
    const error = errorIn(reply) ?? new Error("The database answered with an unreadable error");
    if (isStale(error)) {
      await forget(pg, session, text);
      if (!inTransaction && !retried) return run(pg, text, params, options, inTransaction, true);
    }
    throw withQuery(error, text, params, options);
  }
  return readRows(pg, reply, statement, options);
}

type Client = Pick<PGlite, "query" | "transaction">;

/**
 * A client for drizzle's PGlite driver with PGlite's `query` and `transaction`, running
 * statements prepared. A query outside a transaction waits for any open transaction, as
 * PGlite's own does.
 */
export function preparedClient(pg: PGlite, options: { maxStatements?: number } = {}): Client {
  sessionOf(pg, options.maxStatements);
  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const result = await run(pg, text, params, options, false);
        await pg.syncToFs();
        return result as Results<T>;
      }),
    );
  };
  const transaction = <T>(callback: Parameters<PGlite["transaction"]>[0]) =>
    pg.transaction((tx) => {
      const prepared = Object.create(tx, {
        query: {
          value: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
            if (tx.closed) throw new Error("Transaction is closed");
            return pg._runExclusiveQuery(() => run(pg, text, params, options, true)) as Promise<Results<R>>;
          },
        },
      });
      return callback(prepared) as Promise<T>;
    });
  return { query, transaction } as Client;
}
