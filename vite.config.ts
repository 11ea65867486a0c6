import { constants } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { iconImports } from "./scripts/vite-icon-imports.ts";
import { serverRuntime } from "./scripts/vite-server-runtime.ts";
import { siteChunks } from "./scripts/vite-site-chunks.ts";

/**
 * Warnings that are not ours to act on: annotations Rollup drops inside a dependency's
 * sources, and the empty client chunks of resource routes (sitemap.xml, robots.txt, logout),
 * which React Router creates for every route module. Everything else still prints.
 */
function isForeignNoise(warning: { code?: string; id?: string; names?: string[] }): boolean {
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/")) return true;
  return warning.code === "EMPTY_BUNDLE";
}

/**
 * Browser libraries the server renders with, bundled into the server build so that only the
 * parts the pages use are loaded: left external, the server would hold all of lucide-react's
 * icons and every Radix primitive in memory (several MB of the idle process, docs/decisions/093).
 */
const BUNDLED_FOR_SSR = [/^lucide-react/, /^radix-ui/, /^@radix-ui\//];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    iconImports(),
    // The Hono server bundled beside the React Router build (docs/decisions/095).
    isSsrBuild && serverRuntime(process.env.BUILD_DIR || "build"),
    // Brotli and gzip copies of the built scripts, styles and images, made once at build
    // time at the highest levels; the server sends them as they are (docs/decisions/033).
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json)$/,
        threshold: 512,
        skipIfLargerOrEqual: true,
        logLevel: "silent",
        algorithms: [
          defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm("gzip", { level: 9 }),
        ],
      }),
  ],
  ...(command === "build" ? { ssr: { noExternal: BUNDLED_FOR_SSR } } : {}),
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    target: "es2022",
    // Terser rather than esbuild for the client: two compress passes send about 4 KB less
    // Brotli per page, most of it in React's chunk (docs/decisions/099).
    ...(isSsrBuild
      ? {}
      : { minify: "terser" as const, terserOptions: { module: true, compress: { passes: 2 } } }),
    rollupOptions: {
      ...(isSsrBuild ? {} : { output: { manualChunks: siteChunks } }),
      onwarn(warning, warn) {
        if (isForeignNoise(warning)) return;
        warn(warning);
      },
    },
  },
}));
