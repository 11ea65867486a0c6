/**
 * A bounded least-recently-used store: at most `maxEntries` pages and `maxBytes` of bodies
 * (all encodings counted), so no sequence of URLs can grow the process without limit.
 */
export class PageStore<T extends { bytes: number }> {
  readonly #entries = new Map<string, T>();
  #bytes = 0;

  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(maxEntries: number, maxBytes: number) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: T) {
    if (entry.bytes > this.maxBytes) return;
    this.delete(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const [oldest, old] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.bytes;
    }
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
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
}
