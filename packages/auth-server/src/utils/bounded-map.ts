/**
 * A Map that keeps at most `capacity` entries: adding one more forgets the oldest. For memos on
 * the request path, where a client must not be able to grow the server's memory without bound.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly capacity: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.capacity && !this.has(key)) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
