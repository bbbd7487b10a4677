// Node entry: HTTP server, compression, security headers, static files,
// graceful shutdown. Built to build/server.js by scripts/build-server.mjs.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createServer } from "node:http";
import nodeModule from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createAdmission } from "./app/server/http/admission.server";
import { DatabaseAvailability } from "./app/server/http/availability.server";
import { badAddressResponse, isDecodablePath } from "./app/server/http/bad-address.server";
import { limitRequestBody, releaseRequestBody } from "./app/server/http/body-limit.server";
import { clientAddress } from "./app/server/http/client-address.server";
import { isDataRequestPath } from "./app/server/http/data-request.server";
import { compressResponse } from "./app/server/http/compression.server";
import { AnonymousPageCache } from "./app/server/http/page-cache.server";
import { backupAndRecord, startBackupSchedule, stopBackupSchedule } from "./app/server/backup/backups.server";
import { controlSocketPath, startControlSocket } from "./app/server/backup/control.server";
import {
  closeDatabase,
  type DatabaseHandle,
  databaseIsHealthy,
  openDatabase,
} from "./app/server/db/client.server";
import { startDatabaseMaintenance, stopDatabaseMaintenance } from "./app/server/db/maintenance.server";
import { seedDatabase } from "./app/server/db/seed.server";
import { backupDirOf, EnvError, env, siteConfig, type Env } from "./app/server/env.server";
import { logger, safePath } from "./app/server/logger.server";
import { startOutboxWorker, stopOutboxWorker } from "./app/server/outbox.server";
import { checkoutSettings } from "./app/server/gateway/configured-gateway.server";
import { startReconciliationWorker, stopReconciliationWorker } from "./app/server/gateway/reconcile.server";
import { isCrossSiteRequest, securityHeaders } from "./app/server/http/security-headers.server";
import { unavailableResponse } from "./app/server/http/unavailable.server";
import { checkReadiness, type Readiness } from "./app/server/readiness.server";
import { startRetentionSchedule, stopRetentionSchedule } from "./app/server/retention.server";
import { requestContext, type RequestInfo } from "./app/server/request-context.server";
import { inRequestScope } from "./app/server/request-scope.server";
import { countingRequest } from "./app/server/traffic.server";
import { mayUploadToBatch } from "./app/server/staff/batch-access.server";
import { announceFirstAdminLink } from "./app/server/staff/first-admin.server";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Writes out Node's compile cache (enabled by build/server.js; Node 22.10+, else nothing). */
const flushCompileCache = () => (nodeModule as { flushCompileCache?: () => void }).flushCompileCache?.();

export interface AppOptions {
  env: Env;
  getBuild: () => Promise<ServerBuild>;
  clientDir?: string;
  mode: "production" | "development";
  /** Database reachability; while down, pages answer a friendly 503 (docs/decisions/081-resilience.md). */
  availability?: DatabaseAvailability;
  /** true once shutdown has begun: /healthz answers 503 so load balancers stop sending traffic. */
  draining?: () => boolean;
}

/** The Hono application: static files, then React Router for everything else. */
type AppEnv = { Bindings: { incoming: IncomingMessage; nonce: string } };

export function createApp(opts: AppOptions) {
  const app = new Hono<AppEnv>();
  const production = opts.mode === "production";
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  // The payment gateway's Checkout origins, allowed by every page's CSP when it is configured.
  const gateway = checkoutSettings(opts.env);
  const pages = new AnonymousPageCache({ ttlMs: production ? opts.env.PAGE_CACHE_SECONDS * 1000 : 0 });
  // Responses the static file server produced: they get the lean asset headers.
  const staticFiles = new WeakSet<Response>();

  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    if (c.req.path !== "/healthz") {
      logger.info({ method: c.req.method, path: safePath(c.req.path), status: c.res.status, ms }, "request");
    }
  });

  if (opts.clientDir) {
    const root = path.relative(process.cwd(), opts.clientDir);
    // Fingerprinted build output: cache for a year. Other public files: an hour.
    app.use("*", async (c, next) => {
      await next();
      if (c.res.status !== 200 || c.res.headers.has("Cache-Control")) return;
      if (c.req.path.startsWith("/assets/")) {
        c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
      } else if (/\.(svg|png|ico|webp|avif|jpg|webmanifest|txt|woff2)$/.test(c.req.path)) {
        c.res.headers.set("Cache-Control", "public, max-age=3600");
      }
    });
    // Build output is pre-compressed (scripts/build-server.mjs): no per-request compression work.
    const serve = serveStatic({ root, precompressed: true });
    app.use("*", async (c, next) => {
      let missed = false;
      const res = await serve(c, async () => {
        missed = true;
        await next();
      });
      if (!missed && res) staticFiles.add(res);
      return res;
    });
  }

  app.all("*", async (c) => {
    const site = siteConfig();
    if (
      isCrossSiteRequest(c.req.raw, { trustProxy: opts.env.TRUST_PROXY !== false, siteUrl: site.siteUrl })
    ) {
      return c.text("Cross-site form submissions are not accepted.", 403);
    }
    // SPEC.md links /Courses and /Paymentpage: one canonical, lower-case first segment.
    const url = new URL(c.req.url);
    // React Router would only warn about it (whole path in the line, no redaction) and go on.
    if (!isDecodablePath(url.pathname)) return badAddressResponse(c.req.raw, site);
    const first = url.pathname.split("/")[1] ?? "";
    if (first !== first.toLowerCase() && (c.req.method === "GET" || c.req.method === "HEAD")) {
      url.pathname = url.pathname.replace(first, first.toLowerCase());
      return c.redirect(`${url.pathname}${url.search}`, 301);
    }
    const health = url.pathname === "/healthz";
    if (health && opts.draining?.()) {
      return c.json({ status: "draining", database: "unknown" }, 503, { "Cache-Control": "no-store" });
    }
    // Known outage: answer at once instead of running loaders that would each fail.
    if (!health && opts.availability?.isDown()) return unavailableResponse(c.req.raw, site);
    // The body is read here, within its limit (413 page past it), so no action ever holds a large one;
    // a large upload's limit only after the sign-in and the batch right are checked, and to a temporary file.
    const request = await limitRequestBody(c.req.raw, site, { managesBatch: mayUploadToBatch });
    if (request instanceof Response) return request;
    try {
      return await answer(c, request, url, health);
    } finally {
      await releaseRequestBody(request);
    }
  });

  async function answer(c: Context<AppEnv>, request: Request, url: URL, health: boolean) {
    const site = siteConfig();

    // Production: one handler for the one build (a handler made per request re-derives the route
    // tree every time: 5-20% of a page's CPU, measured in docs/decisions/082-performance-budgets.md).
    // Development: a build getter, so every request sees Vite's latest modules.
    handler ??= production
      ? createRequestHandler(await opts.getBuild(), opts.mode)
      : createRequestHandler(opts.getBuild, opts.mode);
    // Anything that may change data empties the page cache (here at once; other instances within its TTL).
    if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method)) pages.clear();
    const cacheable = pages.eligible(request);
    if (cacheable) {
      const hit = pages.lookup(request, c.env.nonce);
      if (hit) return hit;
    }
    const renderStarted = pages.begin();
    const incoming = c.env?.incoming;
    const info: RequestInfo = {
      cspNonce: c.env.nonce,
      clientIp: clientAddress(
        incoming?.socket.remoteAddress,
        c.req.header("x-forwarded-for"),
        opts.env.TRUST_PROXY,
      ),
      documentRequest: !isDataRequestPath(url.pathname),
    };
    const handle = handler;
    const response = await inRequestScope(() => handle(request, requestContext(info)), request.method);
    // React Router passes an action's own headers on only through a route's `headers` export:
    // a 429's Retry-After comes from the context tooManyRequests() wrote it to.
    if (response.status === 429 && info.retryAfterSeconds && !response.headers.has("Retry-After")) {
      response.headers.set("Retry-After", String(info.retryAfterSeconds));
    }
    // A server error may be the first sign of an outage: if the database does not answer, say so kindly.
    if (response.status >= 500 && !health && opts.availability && !(await opts.availability.check())) {
      await response.body?.cancel();
      return unavailableResponse(request, site);
    }
    if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method)) pages.clear();
    return cacheable ? pages.store(request, response, c.env.nonce, renderStarted) : response;
  }

  return {
    // Counted while answered: the embedded database's maintenance waits for a quiet moment.
    fetch: (request: Request, bindings: { incoming: IncomingMessage }) =>
      countingRequest(async () => {
        const nonce = randomBytes(16).toString("base64");
        const answer = await app.fetch(request, { ...bindings, nonce });
        const asset = staticFiles.has(answer);
        const response = await compressResponse(request, answer);
        return securityHeaders(request, response, {
          production,
          trustProxy: opts.env.TRUST_PROXY !== false,
          nonce,
          asset,
          gateway,
        });
      }),
  };
}

async function loadProductionBuild(): Promise<ServerBuild> {
  const file = path.join(here, "server", "index.js");
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

export async function main() {
  let config: Env;
  try {
    config = env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const production = config.NODE_ENV === "production";
  let ready: Readiness;
  try {
    ready = checkReadiness(config, siteConfig(), production);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (ready.demo) {
    logger.warn(
      { placeholders: ready.placeholders.map((p) => p.setting) },
      `running as a demo: placeholder business details in use (${ready.placeholders.map((p) => p.setting).join(", ")}); set them to go live (see .env.example)`,
    );
  }

  // The app's modules load while the database opens (its files are written on libuv's threads).
  const productionBuild = production ? loadProductionBuild() : undefined;
  productionBuild?.catch(() => {}); // awaited below; a failure is reported there
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    // Made by scripts/build-template.mjs: a fresh ./data starts from it instead of initdb.
    template: path.join(here, "pglite-template.tar.gz"),
  });
  await seedDatabase(handle.db);
  logger.info({ database: handle.kind }, "database ready");
  // The link itself goes to a file only this user can read; stdout (collected by log shippers) says where.
  const setup = await announceFirstAdminLink(siteConfig().siteUrl, config.DATA_DIR);
  if (setup) console.log(setup);
  // Staff notifications queued by createLead() and others (SMTP_URL, else logged).
  startOutboxWorker();
  // With gateway settings: ask the gateway about online orders whose webhook has not come (every 5 minutes).
  startReconciliationWorker();
  const control = await startBackups(handle, config);
  // The privacy page's retention periods, kept (app/server/retention.server.ts).
  startRetentionSchedule(config.LEAD_RETENTION_DAYS);
  // The embedded database has no autovacuum of its own (app/server/db/maintenance.server.ts).
  startDatabaseMaintenance(handle);

  let getBuild: () => Promise<ServerBuild>;
  let clientDir: string | undefined;
  let devMiddleware: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
  if (production) {
    const build = await productionBuild!;
    getBuild = async () => build;
    clientDir = path.join(here, "client");
    if (!existsSync(clientDir)) throw new Error(`Missing ${clientDir}: run npm run build`);
  } else {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true } });
    devMiddleware = server.middlewares;
    // The Vite Environment API (future.v8_viteEnvironmentApi): the server build runs in Vite's SSR environment.
    const ssr = server.environments.ssr;
    if (!vite.isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run modules");
    getBuild = () => ssr.runner.import("virtual:react-router/server-build") as Promise<ServerBuild>;
  }

  const availability = new DatabaseAvailability({ probe: databaseIsHealthy });
  availability.start();
  let stopping = false;
  const app = createApp({
    env: config,
    getBuild,
    clientDir,
    mode: production ? "production" : "development",
    availability,
    draining: () => stopping,
  });
  const listener = getRequestListener(
    (req, bindings) => app.fetch(req, bindings as { incoming: IncomingMessage }),
    {
      overrideGlobalObjects: false,
    },
  );
  // Responses not yet finished: at shutdown each is told to close its connection
  // (a client reusing it for another request as we close it would lose that request).
  const open = new Set<ServerResponse>();
  // Requests read and responses completed: the shutdown log line proves none was dropped.
  const counts = { accepted: 0, answered: 0 };
  const admission = createAdmission();
  const server: Server = createServer((req, res) => {
    if (stopping) res.shouldKeepAlive = false;
    counts.accepted += 1;
    open.add(res);
    res.on("finish", () => (counts.answered += 1));
    res.on("close", () => open.delete(res));
    if (devMiddleware) devMiddleware(req, res, () => listener(req, res));
    // First come, first served when the server is saturated (admission.server.ts).
    else admission.admit(() => void listener(req, res));
  });
  server.keepAliveTimeout = 65_000;

  server.listen(config.PORT, config.HOST, () => {
    logger.info({ port: config.PORT, mode: production ? "production" : "development" }, "listening");
    console.log(`Server ready on http://localhost:${config.PORT}`);
    // What was compiled while starting is kept now, not only when the process exits.
    flushCompileCache();
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    availability.stop();
    for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    // Stop accepting, let in-flight requests finish, then close the database.
    server.close(async () => {
      try {
        await stopReconciliationWorker();
        control?.close();
        stopRetentionSchedule();
        await stopOutboxWorker();
        await stopBackupSchedule();
        await stopDatabaseMaintenance();
        await closeDatabase();
      } finally {
        const unanswered = counts.accepted - counts.answered;
        logger[unanswered ? "warn" : "info"]({ ...counts, unanswered }, "shutdown complete");
        process.exit(0);
      }
    });
    server.closeIdleConnections();
    const force = setTimeout(() => {
      logger.warn("in-flight requests did not finish in 10 s; closing connections");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    // Whatever happens (a database that does not close, a broken stdout), never outlive the grace period.
    const last = setTimeout(() => process.exit(1), 15_000);
    last.unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * The embedded database's backups (docs/decisions/180-online-backups-of-the-embedded-database.md):
 * on BACKUP_EVERY's schedule, and when `npm run db:backup` asks through the control socket.
 */
async function startBackups(handle: DatabaseHandle, config: Env) {
  if (handle.kind !== "pglite") return undefined;
  const dir = backupDirOf(config);
  startBackupSchedule(handle, dir, config.BACKUP_EVERY);
  const socket = controlSocketPath(config.DATA_DIR);
  if (!socket) {
    logger.warn(
      { dataDir: config.DATA_DIR },
      "data directory path too long for a control socket: npm run db:backup cannot reach this server",
    );
    return undefined;
  }
  return startControlSocket(socket, {
    backup: async () => {
      const r = await backupAndRecord(handle, dir, "requested");
      return { file: r.file, bytes: r.bytes, ms: r.ms, pausedMs: r.pausedMs };
    },
  });
}

const isEntry = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (isEntry) {
  main().catch((error) => {
    logger.fatal({ err: error }, "failed to start");
    console.error(error);
    process.exit(1);
  });
}
