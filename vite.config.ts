import { constants } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { siteChunks } from "./scripts/vite-site-chunks.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
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
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: siteChunks } },
  },
}));
