// Runs before every test file: a console.error fails the test (an error
// logged by React, a failed prop type, an unhandled warning is a defect).
import { afterEach, vi } from "vitest";

process.env.NODE_ENV ??= "test";
process.env.LOG_LEVEL ??= "silent";

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
