import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "coverage/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // sharp and libvips are about 20 MB resident once loaded: the server loads them with the
    // first picture it handles, through `loadSharp()`, never at start (docs/decisions/093).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: [
      "app/domain/media/load-sharp.server.ts",
      // Itself imported only when an upload first arrives.
      "app/domain/media/process-image.server.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "sharp",
              message: "Use loadSharp() from app/domain/media/load-sharp.server.ts.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
