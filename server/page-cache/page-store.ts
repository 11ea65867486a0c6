/**
 * A bounded least-recently-used store: at most `maxEntries` pages and `maxBytes` of bodies
 * (all encodings counted), so no sequence of URLs can grow the process without limit.
 * A read only stamps the entry with a counter; the least recently used one is looked for when
 * the store is over a bound, which a site's few dozen pages seldom make it.
 */
export class PageStore<T extends { bytes: number }> {
  readonly #entries = new Map<string, { value: T; used: number }>();
  #bytes = 0;
  #clock = 0;

  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(maxEntries: number, maxBytes: number) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    entry.used = ++this.#clock;
    return entry.value;
  }

  set(key: string, value: T) {
    if (value.bytes > this.maxBytes) return;
    this.delete(key);
    this.#entries.set(key, { value, used: ++this.#clock });
    this.#bytes += value.bytes;
    while (this.#entries.size > this.maxEntries || this.#bytes > this.maxBytes)
      this.delete(this.#leastRecentlyUsed());
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.value.bytes;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#bytes;
  }

  #leastRecentlyUsed(): string {
    let oldest = "";
    let oldestUse = Infinity;
    for (const [key, entry] of this.#entries) {
      if (entry.used >= oldestUse) continue;
      oldest = key;
      oldestUse = entry.used;
    }
    return oldest;
  }
}
