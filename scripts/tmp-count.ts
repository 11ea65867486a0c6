import { pageScripts } from "./bench-web-scripts.ts";
for (const p of process.argv.slice(2)) console.log(p, JSON.stringify(await pageScripts("http://localhost:4301", p, "build/client")));
