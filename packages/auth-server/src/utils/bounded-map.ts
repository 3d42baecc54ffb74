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

/**
 * One BoundedMap per owner object, made on first use and forgotten with its owner: memos that
 * belong to one auth instance are keyed by an object that instance owns.
 */
export function boundedMapPerOwner<K, V>(capacity: number): (owner: object) => BoundedMap<K, V> {
  const maps = new WeakMap<object, BoundedMap<K, V>>();
  return (owner) => {
    let map = maps.get(owner);
    if (!map) {
      map = new BoundedMap(capacity);
      maps.set(owner, map);
    }
    return map;
  };
}
