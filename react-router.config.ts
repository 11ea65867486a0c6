import type { Config } from "@react-router/dev/config";

// Every page is rendered on the server and hydrated (docs/decisions/001-stack.md).
export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets parallel test runs build side by side without replacing each other's files.
  buildDirectory: process.env.BUILD_DIR || "build",
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: false,
  },
} satisfies Config;
