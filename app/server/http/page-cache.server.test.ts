import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { AnonymousPageCache } from "./page-cache.server";

let clock = 1_000;
const cache = (ttlMs = 2_000) => new AnonymousPageCache({ ttlMs, now: () => clock });
const get = (path = "/courses", headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers });
const page = (nonce: string, extra = "", init: ResponseInit = {}) =>
  new Response(`<html><script nonce="${nonce}">x</script><p>Courses${extra}</p></html>`, {
    status: 200,
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...(init.headers as Record<string, string>) },
  });

async function render(c: AnonymousPageCache, request: Request, nonce: string, response = page(nonce)) {
  return (await c.store(request, response, nonce, c.begin())).text();
}

/** A page kept (two renders agreed), then its time to live (2 s) over: the next request renders it again. */
async function expireWhileOneRenders(c: AnonymousPageCache) {
  await render(c, get(), "NA");
  await render(c, get(), "NB");
  clock += 2_000;
  expect(c.lookup(get(), "NC")).toBeUndefined();
}

describe("AnonymousPageCache", () => {
  it("serves a page from the cache once two renders in a row gave the same HTML, with the new nonce", async () => {
    const c = cache();
    await render(c, get(), "n1");
    expect(c.lookup(get(), "n2")).toBeUndefined();
    await render(c, get(), "n2");
    const hit = c.lookup(get(), "n3");
    expect(hit?.headers.get("x-page-cache")).toBe("hit");
    expect(await hit!.text()).toBe(`<html><script nonce="n3">x</script><p>Courses</p></html>`);
  });

  it("gzips a hit without recompressing: the result unzips to the page with this request's nonce", async () => {
    const c = cache();
    const big = (n: string) =>
      page(n, `${"<li>Python Full Stack Development</li>".repeat(300)}<a nonce="${n}">x</a>`);
    await render(c, get(), "Abc123+/==", big("Abc123+/=="));
    await render(c, get(), "Zyx987+/==", big("Zyx987+/=="));
    const hit = c.lookup(get("/courses", { "accept-encoding": "gzip, br" }), "Nonce0000000000000000A==")!;
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await hit.arrayBuffer());
    expect(Number(hit.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(2_000);
    const expected = await big("Nonce0000000000000000A==").text();
    expect(gunzipSync(body).toString()).toBe(expected);
  });

  it("never serves a page that differs per render (a one-time form token)", async () => {
    const c = cache();
    for (let i = 0; i < 5; i++)
      await render(c, get("/contact"), `n${i}`, page(`n${i}`, `<input value="token-${i}">`));
    expect(c.lookup(get("/contact"), "n9")).toBeUndefined();
  });

  it("expires after the time to live", async () => {
    const c = cache(2_000);
    await render(c, get(), "a");
    await render(c, get(), "b");
    clock += 1_999;
    expect(c.lookup(get(), "c")).toBeDefined();
    clock += 2;
    expect(c.lookup(get(), "c")).toBeUndefined();
  });

  it("renders an expired page once: requests that come while it renders get the expired copy (stale), then the new one", async () => {
    const c = cache(2_000);
    await expireWhileOneRenders(c);
    const meanwhile = [c.lookup(get(), "ND"), c.lookup(get(), "NE")];
    expect(meanwhile.map((r) => r?.headers.get("x-page-cache"))).toEqual(["stale", "stale"]);
    expect(await meanwhile[1]!.text()).toBe(`<html><script nonce="NE">x</script><p>Courses</p></html>`);
    await render(c, get(), "NC");
    expect(c.lookup(get(), "NF")?.headers.get("x-page-cache")).toBe("hit");
  });

  it("serves an expired copy at most refreshWaitMs past its time to live", async () => {
    const c = new AnonymousPageCache({ ttlMs: 2_000, refreshWaitMs: 5_000, now: () => clock });
    await expireWhileOneRenders(c);
    clock += 4_999;
    expect(c.lookup(get(), "ND")).toBeDefined();
    clock += 1;
    expect(c.lookup(get(), "NE")).toBeUndefined();
  });

  it("after a refresh that renders different HTML, serves neither copy until two renders agree", async () => {
    const c = cache(2_000);
    await expireWhileOneRenders(c);
    await render(c, get(), "NC", page("NC", " (new batch)"));
    expect(c.lookup(get(), "ND")).toBeUndefined();
    await render(c, get(), "ND", page("ND", " (new batch)"));
    expect(await c.lookup(get(), "NE")!.text()).toContain("Courses (new batch)");
  });

  it("forgets a page whose address stops answering with a page it may keep (no stale copy of it)", async () => {
    const c = cache(2_000);
    await expireWhileOneRenders(c);
    await render(c, get(), "NC", page("NC", "", { status: 404 }));
    expect(c.lookup(get(), "ND")).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it("is only for anonymous GET document requests", () => {
    const c = cache();
    expect(c.eligible(get())).toBe(true);
    expect(c.eligible(get("/", { cookie: "__Host-session=abc" }))).toBe(false);
    expect(c.eligible(get("/", { authorization: "Bearer x" }))).toBe(false);
    expect(c.eligible(new Request("http://localhost:3000/contact", { method: "POST", body: "x" }))).toBe(
      false,
    );
    expect(c.eligible(get("/courses.data"))).toBe(false);
    expect(cache(0).eligible(get())).toBe(false);
  });

  it("keeps nothing that sets a cookie, is private, is not HTML or is not a 200", async () => {
    const c = cache();
    const variants: [string, () => Response][] = [
      ["/a", () => page("n", "", { headers: { "Set-Cookie": "flash=1" } })],
      ["/b", () => page("n", "", { headers: { "Cache-Control": "private, no-cache" } })],
      ["/c", () => page("n", "", { headers: { "Cache-Control": "no-store" } })],
      ["/d", () => page("n", "", { status: 404 })],
      ["/e", () => new Response("{}", { headers: { "Content-Type": "application/json" } })],
    ];
    for (const [path, make] of variants) {
      await render(c, get(path), "n", make());
      await render(c, get(path), "n", make());
      expect(c.lookup(get(path), "m"), path).toBeUndefined();
    }
    expect(c.size).toBe(0);
  });

  it("is emptied by a change, and a render that started before the change is not kept", async () => {
    const c = cache();
    await render(c, get(), "a");
    await render(c, get(), "b");
    const started = c.begin();
    c.clear();
    expect(c.lookup(get(), "c")).toBeUndefined();
    await (await c.store(get(), page("c"), "c", started)).text();
    await (await c.store(get(), page("d"), "d", started)).text();
    expect(c.lookup(get(), "e")).toBeUndefined();
  });

  it("keys by the whole URL, query included", async () => {
    const c = cache();
    await render(c, get("/placements?q=pune"), "a");
    await render(c, get("/placements?q=pune"), "b");
    expect(c.lookup(get("/placements?q=pune"), "c")).toBeDefined();
    expect(c.lookup(get("/placements?q=delhi"), "c")).toBeUndefined();
  });

  it("holds at most maxEntries pages, dropping the oldest", async () => {
    const c = new AnonymousPageCache({ ttlMs: 2_000, maxEntries: 2, now: () => clock });
    for (const path of ["/1", "/2", "/3"]) await render(c, get(path), "n");
    expect(c.size).toBe(2);
  });
});
