import { connect } from "node:http2";
import sharp from "sharp";

interface Context {
  origin: string;
  ca: Buffer;
  admin: { email: string; password: string };
}

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
  console.log(`✔ ${what}`);
}

/** A cookie jar just big enough for one administrator's requests. */
class Jar {
  readonly cookies = new Map<string, string>();
  readonly raw: string[] = [];
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      this.raw.push(line);
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  csrf(): string {
    return decodeURIComponent(this.cookies.get("XSRF-TOKEN") ?? "");
  }
}

export async function runChecks({ origin, ca, admin }: Context): Promise<void> {
  const home = await fetch(`${origin}/`);
  check(home.status === 200 && (await home.text()).includes("<h1"), "the home page over https");
  const hsts = /max-age=(\d+)/.exec(home.headers.get("strict-transport-security") ?? "");
  check(Number(hsts?.[1] ?? 0) >= 15_768_000, "HSTS for at least six months");

  const plain = await fetch(origin.replace("https:", "http:") + "/products", {
    redirect: "manual",
  });
  check(
    plain.status === 301 && plain.headers.get("location") === `${origin}/products`,
    "http:// answers with a permanent redirect to the same page over https",
  );

  check((await viaHttp2(origin, ca)) === 200, "HTTP/2 is negotiated");

  const assets = /\/assets\/[^"]+\.js/.exec(await (await fetch(`${origin}/`)).text())?.[0];
  const asset = await fetch(`${origin}${assets ?? "/assets/missing.js"}`);
  check(
    asset.status === 200 && /immutable/.test(asset.headers.get("cache-control") ?? ""),
    "build files are cached for a year",
  );

  const jar = new Jar();
  jar.take(await fetch(`${origin}/api/admin/check-auth`));
  const login = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-XSRF-TOKEN": jar.csrf(),
      Cookie: jar.header(),
      // A client naming itself: the app must believe nginx, not this.
      "X-Forwarded-For": "203.0.113.77",
    },
    body: JSON.stringify(admin),
  });
  jar.take(login);
  check(login.status === 200, "the administrator signs in through the proxy");
  check(
    jar.raw.length > 0 && jar.raw.every((line) => /;\s*Secure/i.test(line)),
    "every cookie is Secure",
  );

  const sessions = await fetch(`${origin}/api/admin/me/sessions`, {
    headers: { Cookie: jar.header() },
  });
  const addresses = ((await sessions.json()) as { address: string }[]).map((s) => s.address);
  check(
    addresses.length > 0 && addresses.every((a) => a === "127.0.0.1"),
    `the app sees the client's address, not a forged one (${addresses.join(", ")})`,
  );

  const photo = await noisyPhoto();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "site-photo.jpg");
  form.set("alt", "A photograph uploaded through the proxy");
  const upload = await fetch(`${origin}/api/admin/media`, {
    method: "POST",
    headers: { "X-XSRF-TOKEN": jar.csrf(), Cookie: jar.header() },
    body: form,
  });
  check(
    upload.status === 201,
    `a ${(photo.length / 1e6).toFixed(1)} MB photograph uploads through the proxy (${upload.status})`,
  );
  // Just over the app's 20 MB default: nginx lets it through, so the visitor gets the app's
  // own answer naming the limit rather than nginx's error page.
  const oversize = new FormData();
  oversize.set("file", new Blob([Buffer.alloc(20.5 * 1024 * 1024, 0xff)]), "huge.jpg");
  const refused = await fetch(`${origin}/api/admin/media`, {
    method: "POST",
    headers: { "X-XSRF-TOKEN": jar.csrf(), Cookie: jar.header() },
    body: oversize,
  });
  check(
    refused.status === 413 && /json/.test(refused.headers.get("content-type") ?? ""),
    "an upload over the app's limit gets the app's own 413 answer, not nginx's page",
  );

  const stored = (await upload.json()) as { url?: string; variants?: { url: string }[] };
  const mediaUrl = stored.variants?.[0]?.url ?? stored.url ?? "";
  const media = await fetch(`${origin}${mediaUrl}`);
  check(
    media.status === 200 && /immutable/.test(media.headers.get("cache-control") ?? ""),
    "media are served with long caching",
  );
}

/** A photograph that does not compress: several megabytes, above nginx's 1 MB default. */
async function noisyPhoto(): Promise<Buffer> {
  const width = 1800;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 98 })
    .toBuffer();
}

function viaHttp2(origin: string, ca: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca });
    session.on("error", reject);
    const request = session.request({ ":path": "/" });
    request.on("response", (headers) => {
      resolve(Number(headers[":status"]));
      session.close();
    });
    request.on("error", reject);
    request.end();
  });
}
