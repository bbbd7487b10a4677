import type { Config } from "@react-router/dev/config";

// React Router 8: its v8 behaviour (data requests aware of trailing slashes, raw requests
// in loaders, middleware, split route modules, Vite's environment API) is the default
// (docs/decisions/190-react-router-v8-flags-on-node-20.md, 207-react-router-8.md).
export default {
  ssr: true,
} satisfies Config;
