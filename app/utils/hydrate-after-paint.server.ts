import { Transform, type TransformCallback } from "node:stream";
import { shellIslandSource } from "~/components/site/shell-island.server";
import type { HydrationTrigger } from "./hydration-trigger";

/**
 * Hydration starts after the first paint (docs/decisions/074-first-paint.md).
 *
 * React Router writes a `<link rel="modulepreload">` into the `<head>` for every script of
 * the page, and at the end of `<body>` one inline module script that imports them and
 * hydrates. On a slow link those ~130 KB of scripts share the bandwidth with the stylesheet,
 * the font and the hero picture, so the first paint waits for them although the
 * server-rendered page needs none of them to be read (links and forms work without scripts).
 *
 * This rewrites the streamed HTML: the preload tags leave the `<head>`, the module script is
 * kept inert (`type="text/x-deferred-module"`, same text, so a cached page's CSP hash still
 * matches it), and a small inline script after it preloads the same files and runs the same
 * module once the browser reports its first paint (at once where it cannot, or in a hidden tab;
 * after a second at the latest).
 *
 * A page whose route asks for it hydrates only when one of its images fails to load instead
 * (docs/decisions/098-hydration-on-demand.md): everything else on it works as server HTML, and
 * the loader runs the top bar's behaviour itself.
 */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/;
const SCRIPT_END = "</script>";

/** After the first paint, at once where the browser cannot say, after a second at the latest. */
const AFTER_FIRST_PAINT =
  'var P=window.PerformanceObserver;if(document.visibilityState!=="visible"||!P||' +
  '(P.supportedEntryTypes||[]).indexOf("paint")<0)go();' +
  'else{new P(go).observe({type:"paint",buffered:true});addEventListener("visibilitychange",go);' +
  // A page that paints nothing (or a browser that never says) still hydrates.
  "setTimeout(go,1000)}";

/**
 * When an image fails: its component draws the fallback once hydrated (image-fallback.tsx,
 * partner-mark.tsx, which look for images that failed before). `error` does not bubble, so it
 * is caught on its way down; one that failed before this ran is found by the scan.
 */
const ON_IMAGE_FAILURE =
  'addEventListener("error",function(e){if(e.target instanceof HTMLImageElement)go()},true);' +
  "for(var i=0;i<document.images.length;i++){var g=document.images[i];" +
  "if(g.complete&&g.naturalWidth===0&&g.currentSrc)go()}" +
  shellIslandSource;

/**
 * The loader: `previousElementSibling` is the inert module script. Plain ES5, no module, but for
 * the top bar's behaviour, which is the site's own code.
 */
function loaderSource(preloads: string[], trigger: HydrationTrigger): string {
  return (
    "(function(){var s=document.currentScript.previousElementSibling,d=0;" +
    "function go(){if(d)return;d=1;" +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");` +
    'l.rel="modulepreload";l.href=h;document.head.appendChild(l)});' +
    'var m=document.createElement("script");m.type="module";m.nonce=s.nonce;' +
    "m.textContent=s.textContent;document.head.appendChild(m)}" +
    (trigger === "image-failure" ? ON_IMAGE_FAILURE : AFTER_FIRST_PAINT) +
    "})()"
  );
}

type Phase = "before-module" | "in-module" | "done";

/** The rewriting itself, fed the document in pieces; each piece must end on a tag boundary. */
export class HydrationDeferrer {
  private readonly trigger: HydrationTrigger;
  private readonly preloads: string[] = [];
  private phase: Phase = "before-module";
  private nonceAttribute = "";

  constructor(trigger: HydrationTrigger = "first-paint") {
    this.trigger = trigger;
  }

  /** True once the loader is written: the rest of the document passes through untouched. */
  get finished(): boolean {
    return this.phase === "done";
  }

  rewrite(html: string): string {
    if (this.phase === "done") return html;
    let out = html;
    if (this.phase === "before-module") {
      out = out.replace(PRELOAD, (_tag, href: string) => {
        this.preloads.push(href);
        return "";
      });
      const match = MODULE_SCRIPT.exec(out);
      if (!match) return out;
      this.phase = "in-module";
      this.nonceAttribute = match[1] ?? "";
      out =
        out.slice(0, match.index) +
        `<script${this.nonceAttribute} type="text/x-deferred-module">` +
        this.rewrite(out.slice(match.index + match[0].length));
      return out;
    }
    const end = out.indexOf(SCRIPT_END);
    if (end === -1) return out;
    this.phase = "done";
    const cut = end + SCRIPT_END.length;
    const hydrate = this.trigger === "first-paint" ? "" : ` data-hydrate="${this.trigger}"`;
    const loader = `<script${this.nonceAttribute}${hydrate}>${loaderSource(this.preloads, this.trigger)}</script>`;
    return out.slice(0, cut) + loader + out.slice(cut);
  }
}

/**
 * The stream form for app/entry.server.tsx. Bytes are read as latin1 (one character per byte,
 * so a multi-byte character cut by a chunk boundary survives; every pattern is ASCII), and an
 * unfinished tag at the end of a chunk is held back until the chunk that completes it.
 */
export function hydrateAfterPaint(trigger: HydrationTrigger = "first-paint"): Transform {
  const deferrer = new HydrationDeferrer(trigger);
  let pending = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      if (done) return callback(null, chunk);
      const text = pending + Buffer.from(chunk).toString("latin1");
      const open = text.lastIndexOf("<");
      const cut = open !== -1 && text.indexOf(">", open) === -1 ? open : text.length;
      pending = text.slice(cut);
      let out = deferrer.rewrite(text.slice(0, cut));
      done = deferrer.finished;
      if (done) {
        out += pending;
        pending = "";
      }
      callback(null, Buffer.from(out, "latin1"));
    },
    flush(callback: TransformCallback) {
      callback(null, pending ? Buffer.from(deferrer.rewrite(pending), "latin1") : undefined);
    },
  });
}
