import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressResponse, gzipPage } from "./compression.server";

const html = `<!DOCTYPE html><html><body>${"<p>Learn. Build. Grow.</p>".repeat(200)}</body></html>`;
const page = (headers: Record<string, string> = {}) =>
  new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": String(html.length),
      ...headers,
    },
  });
const get = (acceptEncoding?: string, method = "GET") =>
  new Request("http://localhost/", {
    method,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("chooseEncoding", () => {
  it("prefers gzip, uses brotli only without gzip, honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("gzip");
    expect(chooseEncoding("br")).toBe("br");
    expect(chooseEncoding("gzip;q=0, br")).toBe("br");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding("*")).toBe("gzip");
    expect(chooseEncoding(null)).toBeUndefined();
  });
});

describe("compressResponse", () => {
  it("gzips a page of known length in one go, with the right length and Vary", async () => {
    const res = await compressResponse(get("gzip, br"), page());
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(html.length / 5);
    expect(gunzipSync(body).toString()).toBe(html);
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("uses brotli for a client that accepts only brotli", async () => {
    const res = await compressResponse(get("br"), page());
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
  });

  it("uses brotli (quick) for a page rendered for one person when the client takes it, gzip otherwise", async () => {
    const own = (acceptEncoding: string) =>
      compressResponse(get(acceptEncoding), page({ "Cache-Control": "private, no-store" }));
    const res = await own("gzip, deflate, br");
    expect(res.headers.get("content-encoding")).toBe("br");
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(html);
    expect((await own("gzip")).headers.get("content-encoding")).toBe("gzip");
    expect(chooseEncoding("gzip, br", "br")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0", "br")).toBe("gzip");
  });

  it("gzips a stream of unknown length as it flows", async () => {
    const stream = new Response(html).body!;
    const res = await compressResponse(
      get("gzip"),
      new Response(stream, { headers: { "Content-Type": "text/x-script" } }),
    );
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-length")).toBeNull();
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
  });

  it("leaves alone: no Accept-Encoding, HEAD, small bodies, images, encoded files and no-transform", async () => {
    expect((await compressResponse(get(), page())).headers.get("content-encoding")).toBeNull();
    expect((await compressResponse(get("gzip", "HEAD"), page())).headers.get("content-encoding")).toBeNull();
    const small = new Response("<p>hi</p>", {
      headers: { "Content-Type": "text/html", "Content-Length": "9" },
    });
    expect((await compressResponse(get("gzip"), small)).headers.get("content-encoding")).toBeNull();
    const png = new Response(new Uint8Array(5000), {
      headers: { "Content-Type": "image/png", "Content-Length": "5000" },
    });
    expect((await compressResponse(get("gzip"), png)).headers.get("content-encoding")).toBeNull();
    const pre = page({ "Content-Encoding": "br" });
    expect((await compressResponse(get("gzip"), pre)).headers.get("content-encoding")).toBe("br");
    const noTransform = page({ "Cache-Control": "no-transform" });
    expect((await compressResponse(get("gzip"), noTransform)).headers.get("content-encoding")).toBeNull();
  });
});

describe("gzipPage", () => {
  const css = `.a{color:red}${".b{margin:0 auto;padding:1rem}".repeat(300)}`;
  const doc = (body: string) =>
    Buffer.from(
      `<!DOCTYPE html><html><head><style nonce="n" data-app-css="">${css}</style></head><body>${body}</body></html>`,
    );

  it("unzips to the exact page, the inline stylesheet included, page after page", () => {
    for (const body of ["<p>first</p>", `<main>${"<p>Learn. Build. Grow.</p>".repeat(100)}</main>`]) {
      const page = doc(body);
      expect(gunzipSync(gzipPage(page)).equals(page)).toBe(true);
    }
  });

  it("notices a different stylesheet (a new build) instead of reusing the old one", () => {
    gzipPage(doc("<p>x</p>"));
    const other = Buffer.from(doc("<p>y</p>").toString().replace(".a{color:red}", ".a{color:blue}"));
    expect(gunzipSync(gzipPage(other)).equals(other)).toBe(true);
  });

  it("keeps each page's own stylesheet apart: pages with different inline sheets, in turn, unzip exactly", () => {
    const pages = [".a{color:red}", ".a{color:blue}", ".a{color:green}"].map((first) =>
      Buffer.from(doc(`<p>${first}</p>`).toString().replace(".a{color:red}", first)),
    );
    for (const page of [...pages, ...pages.reverse(), ...pages])
      expect(gunzipSync(gzipPage(page)).equals(page)).toBe(true);
  });

  it("gzips a page without an inline stylesheet as a whole", () => {
    const page = Buffer.from(html);
    expect(gunzipSync(gzipPage(page)).toString()).toBe(html);
  });
});
