/**
 * Imports of lucide-react's icons point at each icon's own module (docs/decisions/096).
 *
 * `import { Cog } from "lucide-react"` goes through the package's index, which re-exports all
 * of its 1,600 icons. Rollup tree-shakes the ones nobody uses, but the static import graph still
 * runs from every importer to every icon, so the site's chunking (scripts/vite-site-chunks.ts)
 * saw each icon the back office uses as shared with the public pages and sent them all to every
 * visitor. Rewritten to `import Cog from "lucide-react/icons/cog"` (the package's own per-icon
 * export), the graph says exactly which module uses which icon, as Next.js's
 * `optimizePackageImports` does for the same package.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const PACKAGE = "lucide-react";
/** `import { A, B as C } from "lucide-react";` and the same with `export`, as esbuild prints them. */
const NAMED_FROM_PACKAGE = /\b(import|export)\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const INDEX_LINE = /^export \{ (.+) \} from '\.\/icons\/([\w-]+)\.mjs';$/gm;
const ALIAS = /default as (\w+)/g;

/** Every exported icon name (with its aliases: `CogIcon`, `LucideCog`) to its module's name. */
function iconModules(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve(`${PACKAGE}/package.json`));
  const index = readFileSync(join(packageDir, "dist/esm/lucide-react.mjs"), "utf8");
  const modules = new Map<string, string>();
  for (const [, aliases, file] of index.matchAll(INDEX_LINE)) {
    for (const [, name] of (aliases as string).matchAll(ALIAS))
      modules.set(name as string, file as string);
  }
  return modules;
}

interface Specifier {
  imported: string;
  local: string;
}

function specifiers(list: string): Specifier[] {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [imported, local = imported] = part.split(/\s+as\s+/) as [string, string?];
      return { imported, local };
    });
}

/** The statements that replace one import or re-export of the package's index. */
function rewrite(keyword: string, list: string, modules: Map<string, string>): string {
  const statements: string[] = [];
  const rest: string[] = [];
  for (const { imported, local } of specifiers(list)) {
    const file = modules.get(imported);
    if (file === undefined) rest.push(imported === local ? imported : `${imported} as ${local}`);
    else if (keyword === "import")
      statements.push(`import ${local} from "${PACKAGE}/icons/${file}";`);
    else statements.push(`export { default as ${local} } from "${PACKAGE}/icons/${file}";`);
  }
  if (rest.length > 0) statements.push(`${keyword} { ${rest.join(", ")} } from "${PACKAGE}";`);
  return statements.join("\n");
}

let known: Map<string, string> | undefined;

/** The module's code with its imports of the package's index rewritten, or null if it has none. */
export function rewriteIconImports(code: string): string | null {
  if (!code.includes(PACKAGE)) return null;
  known ??= iconModules();
  const modules = known;
  let changed = false;
  const result = code.replace(NAMED_FROM_PACKAGE, (_statement, keyword: string, list: string) => {
    changed = true;
    return rewrite(keyword, list, modules);
  });
  return changed ? result : null;
}

export function iconImports(): Plugin {
  return {
    name: "icon-imports",
    // After TypeScript is stripped: type-only specifiers are gone by then.
    enforce: "post",
    transform(code, id) {
      if (id.includes("/node_modules/")) return null;
      const result = rewriteIconImports(code);
      return result === null ? null : { code: result, map: null };
    },
  };
}
