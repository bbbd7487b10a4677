// Load: autocannon, 50 connections, 10 s per target, after a short warm-up.
import autocannon from "autocannon";
import { fillForm, findForm } from "./html-form.mjs";
import { cpuSeconds } from "./proc.mjs";

/**
 * @param {string} base
 * @param {{ name: string, kind: "page" | "signed-in" | "form", method: string, path: string,
 *   headers?: Record<string, string>, setupRequest?: (req: object) => object }} target
 */
export async function measureLoad(
  base,
  target,
  { connections = 50, duration = 10, warmup = 2, serverPid } = {},
) {
  const url = new URL(target.path, base).href;
  // What a browser sends for a page: the server compresses, as it does for real visitors.
  const request = {
    method: target.method,
    path: target.path,
    headers: {
      accept: "text/html,application/xhtml+xml",
      "accept-encoding": "gzip, deflate, br",
      ...target.headers,
    },
  };
  if (target.setupRequest) request.setupRequest = target.setupRequest;
  const requests = [request];
  if (warmup > 0) await run({ url, connections: 10, duration: warmup, requests });
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : null;
  const r = await run({ url, connections, duration, requests });
  const cpuAfter = serverPid ? cpuSeconds(serverPid) : null;
  // Server CPU per request: unlike req/s, barely affected by other work on a shared machine.
  const cpuMsPerRequest =
    cpuBefore !== null && cpuAfter !== null && r.requests.total > 0
      ? Math.round(((cpuAfter - cpuBefore) * 1000 * 100) / r.requests.total) / 100
      : null;
  const byStatus = Object.fromEntries(
    Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, Number(v.count)]),
  );
  // 3xx is success for a form post (post/redirect/get); 4xx and 5xx are failures.
  const failedResponses = Object.entries(byStatus)
    .filter(([code]) => Number(code) >= 400)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    name: target.name,
    kind: target.kind,
    method: target.method,
    path: target.path,
    connections,
    durationS: r.duration,
    rps: Math.round(r.requests.average),
    totalRequests: r.requests.total,
    p50Ms: r.latency.p50,
    p90Ms: r.latency.p90,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    failedResponses,
    statusCodes: byStatus,
    serverCpuMsPerRequest: cpuMsPerRequest,
    // One core's worth of this request, if the server had it to itself.
    capacityPerCore: cpuMsPerRequest ? Math.round(1000 / cpuMsPerRequest) : null,
  };
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ ...opts, timeout: 10 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * A valid contact-form post, learned from the rendered form (bench/lib/html-form.mjs).
 * A per-form token is replaced by a fresh random one when the server accepts
 * that, so each post stores its own lead; otherwise the rendered one is reused.
 * Returns null when the page has no form posting to `path`.
 */
export async function contactFormTarget(base, path) {
  const res = await fetch(new URL(path, base));
  if (res.status === 404) return null;
  const form = findForm(await res.text(), path, /message/i);
  if (!form) return null;
  const { action, fields } = form;
  let n = 0;
  const next = (freshTokens) => {
    n += 1;
    return {
      body: fillForm(fields, { n, freshTokens }).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html,application/xhtml+xml",
        "accept-encoding": "gzip, deflate, br",
        // The bench server trusts the proxy header: each post looks like a different visitor,
        // so the per-IP form limit (a real protection) does not turn the load test into a 429 test.
        "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
    };
  };
  const trial = next(true);
  const answer = await fetch(new URL(action, base), { method: "POST", ...trial, redirect: "manual" });
  await answer.body?.cancel();
  const freshTokens = answer.status < 400;
  return {
    action,
    fields: fields.map((f) => f.name),
    freshTokens,
    setupRequest: (req) => ({ ...req, ...next(freshTokens) }),
  };
}

/**
 * Signs in through the login form as a browser without JavaScript does; returns the
 * Cookie header of the new session, or throws with what the server answered.
 */
export async function signIn(base, email, password) {
  const page = await fetch(new URL("/login", base));
  const form = findForm(await page.text(), "/login", /password/i);
  if (!form) throw new Error("no sign-in form on /login");
  const body = new URLSearchParams();
  for (const field of form.fields) body.set(field.name, field.value);
  body.set("email", email);
  body.set("password", password);
  const res = await fetch(new URL(form.action, base), {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  await res.body?.cancel();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => /session=/.test(c));
  if (res.status >= 400 || !cookie) throw new Error(`sign-in answered ${res.status} without a session`);
  return cookie;
}
