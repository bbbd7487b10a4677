// The server's memory while a trainer uploads a 25 MB study material and while
// it is downloaded (issue 23: one such upload raised the peak by ~2 GB). Read
// from Linux's VmHWM (the peak resident set), reset just before each request.
import { randomBytes } from "node:crypto";
import { peakRssBytes, resetPeakRss, rssBytes } from "./proc.mjs";

const MB = 1024 * 1024;
const mb = (bytes) => (bytes === null ? null : Math.round(bytes / 1e6));

/** A PDF of `size` bytes: the signature the server checks, then incompressible bytes. */
function pdfOfSize(size) {
  const head = Buffer.from("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n", "latin1");
  const tail = Buffer.from("\n%%EOF\n", "latin1");
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

/** Waits until the server's RSS stops falling (a collection after the last request), at most 3 s. */
async function settle(pid) {
  let last = rssBytes(pid);
  for (let i = 0; i < 6; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = rssBytes(pid);
    if (now === null || last === null || now >= last) return;
    last = now;
  }
}

async function peakDuring(pid, fn) {
  await settle(pid);
  if (!resetPeakRss(pid)) return { result: await fn(), beforeMB: null, peakMB: null, growthMB: null };
  const before = rssBytes(pid);
  const result = await fn();
  const peak = peakRssBytes(pid);
  return { result, beforeMB: mb(before), peakMB: mb(peak), growthMB: mb(peak - before) };
}

/**
 * Uploads a `megabytes` MB PDF to the batch's materials as a signed-in staff member, then
 * downloads it; the peak RSS growth of each, and the statuses.
 */
export async function measureUpload(base, pid, { cookie, batchId, megabytes = 25 }) {
  const file = pdfOfSize(megabytes * MB);
  const title = `Bench upload ${Date.now()}`;
  const upload = await peakDuring(pid, async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("module", "1");
    form.set("title", title);
    form.set("file", new Blob([file], { type: "application/pdf" }), "bench.pdf");
    const res = await fetch(`${base}/staff/batches/${batchId}/materials`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { cookie, origin: base },
    });
    await res.arrayBuffer();
    return res.status;
  });
  const page = await (
    await fetch(`${base}/staff/batches/${batchId}/materials`, { headers: { cookie } })
  ).text();
  const at = page.indexOf(title);
  const href = at < 0 ? null : /\/materials\/([\w-]+)\/download/.exec(page.slice(at))?.[0];
  const download = href
    ? await peakDuring(pid, async () => {
        const res = await fetch(base + href, { headers: { cookie } });
        let bytes = 0;
        for await (const chunk of res.body) bytes += chunk.byteLength;
        return { status: res.status, bytes };
      })
    : null;
  return {
    fileMB: megabytes,
    uploadStatus: upload.result,
    rssBeforeUploadMB: upload.beforeMB,
    uploadPeakRssMB: upload.peakMB,
    uploadGrowthMB: upload.growthMB,
    downloadStatus: download?.result.status ?? null,
    downloadedMB: download ? Math.round(download.result.bytes / MB) : null,
    downloadGrowthMB: download?.growthMB ?? null,
  };
}
