import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router v8's behaviour, turned on one at a time (docs/decisions/190-react-router-v8.md).
  future: {
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
