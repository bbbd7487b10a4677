import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { openAsBlob } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { Busboy } from "@fastify/busboy";

/*
 * A form that carries a large file (a study material, up to 25 MB), read as
 * it arrives: the file goes to a temporary file on disk, never into memory,
 * and the form's File is backed by that file (docs/decisions/146-uploads-stream.md).
 * The other fields are small text, kept in the FormData as usual.
 */

/** Small fields only: the longest text of an upload form is its description. */
const FIELD_LIMITS = { fields: 40, fieldSize: 64 * 1024, parts: 50, files: 1 } as const;

export interface UploadForm {
  /** null when the body is not a readable form (JSON, a broken or cut-short multipart body). */
  formData: FormData | null;
  /** Removes the temporary files: call when the request is done with them. */
  dispose(): Promise<void>;
}

function parseMultipart(
  request: Request,
  type: string,
  dir: string,
  maxFileBytes: number,
): Promise<FormData | null> {
  const formData = new FormData();
  const written: Promise<void>[] = [];
  return new Promise((resolve) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      // One byte past the limit: a larger file arrives cut there, and its size says "too large".
      parser = Busboy({
        headers: { "content-type": type },
        limits: { ...FIELD_LIMITS, fileSize: maxFileBytes + 1 },
      });
    } catch {
      resolve(null);
      return;
    }
    let failed = false;
    parser.on("field", (name, value) => formData.append(name, value));
    parser.on("file", (name, stream, filename, _encoding, mimeType) => {
      const file = path.join(dir, `upload-${written.length}`);
      written.push(
        pipeline(stream, createWriteStream(file, { mode: 0o600 })).then(async () => {
          const blob = await openAsBlob(file, { type: mimeType });
          formData.append(name, new File([blob], filename || "upload", { type: mimeType }));
        }),
      );
    });
    parser.on("error", () => {
      failed = true;
      resolve(null);
    });
    parser.on("finish", () => {
      if (failed) return;
      Promise.all(written).then(
        () => resolve(formData),
        () => resolve(null),
      );
    });
    Readable.fromWeb(request.body as NodeWebStream<Uint8Array>)
      .on("error", () => parser.destroy(new Error("body")))
      .pipe(parser);
  });
}

/**
 * Reads a form whose file may be large: a multipart body is parsed as it
 * streams in, its file written to a temporary file (at most `maxFileBytes` + 1
 * bytes are kept); any other body is read as an ordinary form (server.ts
 * gives those the small body limit).
 */
export async function readUploadForm(request: Request, opts: { maxFileBytes: number }): Promise<UploadForm> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type) || !request.body) {
    const formData = await request.formData().catch(() => null);
    return { formData, dispose: async () => {} };
  }
  const dir = await mkdtemp(path.join(tmpdir(), "techpro-upload-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    return { formData: await parseMultipart(request, type, dir, opts.maxFileBytes), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
