import { data } from "react-router";

/** Record ids are UUIDs, slugs or order numbers: letters, digits, '.', '_' and '-'. */
export function isRecordId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9._-]{1,100}$/.test(value);
}

/**
 * The id a URL names, or a 404 with the normal page: a NUL byte or 10 kB of
 * text can name no record, and PostgreSQL refuses NUL in text outright.
 */
export function idFromUrl(value: string | undefined): string {
  if (!isRecordId(value)) throw data(null, { status: 404, statusText: "Not Found" });
  return value;
}
