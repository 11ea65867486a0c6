import { chromium } from "@playwright/test";
import { signIn } from "./support/admin-sign-in.ts";
const origin = process.argv[2]!; const paths = process.argv.slice(3);
const headers = await signIn(origin, { email: "a@example.com", password: "password-12345678" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext();
const cookies = headers.Cookie!.split("; ").map((kv) => { const [name, value] = kv.split("="); return { name: name!, value: value!, url: origin }; });
await context.addCookies(cookies);
for (const path of paths) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const types = new Map<string, string>(); let total = 0; let n = 0; const names: string[] = [];
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type + " " + e.response.url));
  cdp.on("Network.loadingFinished", (e) => { const t = types.get(e.requestId) ?? ""; if (t.startsWith("Script")) { total += e.encodedDataLength; n++; names.push((e.encodedDataLength/1024).toFixed(1) + " " + t.split("/").pop()); if (process.env.LIST) console.log("  ", (e.encodedDataLength/1024).toFixed(1), t.split("/").pop()); } });
  await page.goto(origin + path, { waitUntil: "networkidle" });
  console.log(path, page.url().slice(origin.length), n, "scripts", (total / 1024).toFixed(1), "KB", names.filter((x) => /schemas|zod/.test(x)).join(" "));
  await page.close();
}
await browser.close();
