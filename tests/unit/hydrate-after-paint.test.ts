import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  HydrationDeferrer,
  hydrateAfterPaint,
} from "../../app/utils/hydrate-after-paint.server.ts";
import { HYDRATE_ON_IMAGE_FAILURE, hydrationTrigger } from "../../app/utils/hydration-trigger.ts";

// The shape React Router writes (hoisted preloads in the head, one module script in the body).
const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n0=="/>' +
  '<link rel="modulepreload" href="/assets/react-2.js" nonce="n0=="/></head>' +
  '<body><h1>Café ✓</h1><script nonce="n0==">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0==" type="module" async="">import * as route0 from "/assets/root-3.js";\n' +
  'import("/assets/entry.client-1.js");</script><!--$--><script nonce="n0==">enqueue("x")</script>' +
  "</body></html>";

async function streamed(pieces: Buffer[]): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(pieces).pipe(hydrateAfterPaint())) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

describe("hydration after the first paint (docs/decisions/074)", () => {
  const whole = new HydrationDeferrer().rewrite(PAGE);

  it("takes the script preloads out of the head", () => {
    expect(whole).not.toContain('<link rel="modulepreload"');
    expect(whole).toContain('<link rel="stylesheet" href="/assets/app.css"/></head>');
  });

  it("keeps the module script, inert and with the same text (a cached page's CSP hash)", () => {
    expect(whole).toContain(
      '<script nonce="n0==" type="text/x-deferred-module">import * as route0 from "/assets/root-3.js";\nimport("/assets/entry.client-1.js");</script>',
    );
    expect(whole).not.toContain('type="module" async=""');
  });

  it("adds one loader after it, with the nonce and the preloads", () => {
    const loader = whole.match(/<\/script><script nonce="n0==">(\(function\(\)[\s\S]*?)<\/script>/);
    expect(loader?.[1]).toContain('["/assets/entry.client-1.js","/assets/react-2.js"]');
    expect(loader?.[1]).toContain('observe({type:"paint",buffered:true})');
    expect(whole.endsWith('<!--$--><script nonce="n0==">enqueue("x")</script></body></html>')).toBe(
      true,
    );
  });

  it("gives the same bytes whatever the chunks", async () => {
    const bytes = Buffer.from(PAGE, "utf8");
    const expected = whole;
    expect(await streamed([bytes])).toBe(expected);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await streamed([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut ${cut}`).toBe(
        expected,
      );
    }
    const bytewise = Array.from(bytes, (byte) => Buffer.from([byte]));
    expect(await streamed(bytewise)).toBe(expected);
  });

  it("leaves a page without a module script as it was, preloads aside", () => {
    const page = "<html><head></head><body><p>a &lt; b</p></body></html>";
    expect(new HydrationDeferrer().rewrite(page)).toBe(page);
  });
});

describe("hydration on demand (docs/decisions/098)", () => {
  const onDemand = new HydrationDeferrer("image-failure").rewrite(PAGE);
  const loader = onDemand.match(
    /<script nonce="n0==" data-hydrate="image-failure">([\s\S]*?)<\/script>/,
  );

  it("keeps the module inert and marks its loader", () => {
    expect(onDemand).toContain('<script nonce="n0==" type="text/x-deferred-module">');
    expect(loader).not.toBeNull();
  });

  it("starts hydration on an image's failure, not on the first paint", () => {
    expect(loader?.[1]).toContain('addEventListener("error"');
    expect(loader?.[1]).toContain("naturalWidth===0");
    expect(loader?.[1]).not.toContain('type:"paint"');
  });

  it("runs the top bar's behaviour from its own source", () => {
    expect(loader?.[1]).toContain("header[data-navbar]");
    // The functions' text must stand alone: no import bindings of a bundler or test runner.
    expect(loader?.[1]).not.toMatch(/__vite_ssr|__vi_import|import\(/);
  });
});

describe("the trigger a page asks for", () => {
  it("is the leaf route's", () => {
    expect(hydrationTrigger([undefined, HYDRATE_ON_IMAGE_FAILURE])).toBe("image-failure");
    expect(hydrationTrigger([HYDRATE_ON_IMAGE_FAILURE, undefined])).toBe("first-paint");
    expect(hydrationTrigger([{ hydrate: "never" }])).toBe("first-paint");
    expect(hydrationTrigger([])).toBe("first-paint");
  });
});
