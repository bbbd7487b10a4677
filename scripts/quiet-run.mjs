// Runs a command with its output passed on, less the lines that need no action from anyone
// here (docs/decisions/191-quiet-quick-build.md): @react-router/dev 7 starts its own Vite
// servers with a deprecated option (fixed in React Router 8) and announces the Vite
// Environment API. Used by `npm run build` and `npm run typecheck` (react-router typegen).
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

export const NOISE = [/The `envFile` option is deprecated/, /^Using Vite Environment API/];

/** Runs `bin args`, filtering NOISE out of stdout and stderr; resolves to its exit code. */
export function runQuietly(bin, args) {
  const child = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = "";
    from.setEncoding("utf8");
    from.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines)
        if (!NOISE.some((n) => n.test(stripVTControlCharacters(line)))) to.write(`${line}\n`);
    });
    from.on("end", () => {
      if (rest && !NOISE.some((n) => n.test(stripVTControlCharacters(rest)))) to.write(rest);
    });
  }
  return new Promise((resolve) => child.on("close", resolve));
}

/** node_modules/.bin/react-router */
export const reactRouterBin = new URL("../node_modules/.bin/react-router", import.meta.url).pathname;
