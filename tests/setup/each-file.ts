// Runs before every test file: a console.error fails the test (an error
// logged by React, a failed prop type, an unhandled warning is a defect).
import { afterEach, vi } from "vitest";

process.env.NODE_ENV ??= "test";
process.env.LOG_LEVEL ??= "silent";

// Tests that start the app through Vite (bad-requests, half-signed-in) load React Router 7's
// config with its own internal Vite server, which warns that `envFile` is deprecated: React
// Router's option, not ours (gone in 8.x, docs/decisions/190), so it is not shown.
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (args.some((a) => typeof a === "string" && a.includes("The `envFile` option is deprecated"))) return;
  warn(...args);
};

let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) {
    throw new Error(`console.error was called:\n${seen.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});
