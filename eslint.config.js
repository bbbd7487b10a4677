import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const serverOnly = {
  group: ["~/server/*", "~/server/**", "**/server/*.server", "**/*.server", "**/*.server.ts"],
  message: "Only loaders/actions (route modules) and app/server may import server code (ARCHITECTURE.md).",
};

// server/http/ is the server's own plumbing (server.ts, entry.server.tsx), never a page's business.
const httpPlumbing = {
  group: ["~/server/http/*", "**/server/http/*"],
  message: "app/server/http is used only by server.ts and entry.server.tsx (ARCHITECTURE.md).",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
      "node_modules/**",
      "bench/**",
      "data/**",
      "drizzle/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // Import boundaries (ARCHITECTURE.md "Layout").
  {
    files: ["app/components/**", "app/content/**", "app/lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverOnly] }] },
  },
  {
    files: ["app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverOnly,
            { group: ["~/*", "../*"], message: "app/content imports nothing from app/." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverOnly,
            {
              group: ["~/components/*", "~/routes/*", "~/server/*", "react-router"],
              message: "app/lib imports only app/content.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/routes/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [httpPlumbing] }] },
  },
  {
    files: ["app/routes/portal/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            httpPlumbing,
            { group: ["~/routes/staff/*", "../staff/*"], message: "portal never imports staff." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/routes/staff/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            httpPlumbing,
            { group: ["~/routes/portal/*", "../portal/*"], message: "staff never imports portal." },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "tests/**", "*.config.*", "server.ts"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", Buffer: "readonly", URL: "readonly" },
    },
  },
);
