import { countingRequest } from "~/server/traffic.server";

/** A request counted as in flight (app/server/traffic.server.ts) until `end()` is called. */
export function openRequest() {
  let end!: () => void;
  const done = countingRequest(() => new Promise<void>((resolve) => (end = resolve)));
  return { end: async () => (end(), done) };
}
