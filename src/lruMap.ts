// A map of at most `capacity` entries that forgets the least recently used first: the bounded caches
// of games, seats, prepared statements and board PNGs (issue 10, item 3: memory stays bounded
// whatever the number of stored games). A Map keeps insertion order, so an entry used is inserted
// again and the first key is the one to forget.

export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  /** The entry, which becomes the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps the entry as the most recently used, forgetting the least recently used beyond capacity. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
