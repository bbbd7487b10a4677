import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import routes from "./app/routes.ts";
import { chunking } from "./scripts/vite-chunking.ts";
import { contentCheck } from "./scripts/vite-content-check.ts";

export default defineConfig({
  plugins: [
    contentCheck(),
    tailwindcss(),
    reactRouter(),
    // Fewer, larger browser chunks (docs/decisions/130-fewer-script-requests.md).
    chunking(routes, new URL("./app", import.meta.url).pathname),
  ],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // Bundled into the server build so only the icons and primitives in use are loaded: their
  // barrel files otherwise make Node load thousands of modules at every start (cold start,
  // docs/decisions/082-performance-budgets.md).
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
});
