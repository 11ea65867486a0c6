import { chromium } from "@playwright/test";
const origin = process.argv[2]!; const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const path of paths) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const types = new Map<string, string>(); let total = 0; let n = 0;
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type + " " + e.response.url));
  cdp.on("Network.loadingFinished", (e) => { const t = types.get(e.requestId) ?? ""; if (t.startsWith("Script")) { total += e.encodedDataLength; n++; console.log("  ", (e.encodedDataLength/1024).toFixed(1), t.split("/").pop()); } });
  await page.goto(origin + path, { waitUntil: "networkidle" });
  console.log(path, n, "scripts", (total / 1024).toFixed(1), "KB");
  await context.close();
}
await browser.close();
