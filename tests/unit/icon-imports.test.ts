import { describe, expect, it } from "vitest";
import { rewriteIconImports } from "../../scripts/vite-icon-imports.ts";

describe("icon imports name each icon's own module (docs/decisions/096)", () => {
  it("rewrites named imports, aliases included, and keeps what is not an icon on the index", () => {
    const code = `import { Cog, CircleCheckIcon as Done, Icon } from "lucide-react";\nuse(Cog, Done, Icon);`;
    expect(rewriteIconImports(code)).toBe(
      [
        `import Cog from "lucide-react/icons/cog";`,
        `import Done from "lucide-react/icons/circle-check";`,
        `import { Icon } from "lucide-react";`,
        "use(Cog, Done, Icon);",
      ].join("\n"),
    );
  });

  it("rewrites re-exports, across lines as esbuild prints long ones", () => {
    const code = `export {\n  Anchor,\n  Truck as Lorry\n} from "lucide-react";`;
    expect(rewriteIconImports(code)).toBe(
      [
        `export { default as Anchor } from "lucide-react/icons/anchor";`,
        `export { default as Lorry } from "lucide-react/icons/truck";`,
      ].join("\n"),
    );
  });

  it("leaves modules without an import of the package alone", () => {
    expect(rewriteIconImports(`import { useState } from "react";`)).toBeNull();
    expect(rewriteIconImports(`import * as icons from "lucide-react";`)).toBeNull();
  });
});
