import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import routes from "./app/routes.ts";
import { chunking } from "./scripts/vite-chunking.ts";
import { contentCheck } from "./scripts/vite-content-check.ts";
import { iconPaths } from "./scripts/vite-icon-paths.ts";
import { lucideImports } from "./scripts/vite-lucide-imports.ts";

/**
 * What a build prints (docs/decisions/191-quiet-quick-build.md): warnings and errors only, so a
 * warning that needs action is not lost in a list of 200 files. BUILD_VERBOSE=1 brings back
 * Vite's file list, BUILD_TIMINGS=1 the bundler's plugin timings and the chunk plan's time.
 */
const verbose = Boolean(process.env.BUILD_VERBOSE);
const timings = Boolean(process.env.BUILD_TIMINGS);

export default defineConfig(({ command }) => ({
  plugins: [
    contentCheck(),
    // One module per icon instead of lucide's barrel of 2,400 (docs/decisions/194).
    lucideImports(),
    // Each icon as one <path>: fewer elements on every page (docs/decisions/193-lighter-public-pages.md).
    iconPaths(),
    tailwindcss(),
    reactRouter(),
    // Fewer, larger browser chunks (docs/decisions/130-fewer-script-requests.md).
    chunking(routes, new URL("./app", import.meta.url).pathname, { timings }),
  ],
  ...(command === "build" ? { logLevel: verbose ? "info" : "warn" } : {}),
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    reportCompressedSize: verbose,
    rolldownOptions: { checks: { pluginTimings: timings } },
  },
  // Bundled into the server build so only the icons and primitives in use are loaded: their
  // barrel files otherwise make Node load thousands of modules at every start (cold start,
  // docs/decisions/082-performance-budgets.md). drizzle-orm too: Node parsed its 179 KB
  // package.json again for each of its files it loaded (docs/decisions/217-drizzle-bundled-into-the-server.md).
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//, "drizzle-orm"] },
}));
