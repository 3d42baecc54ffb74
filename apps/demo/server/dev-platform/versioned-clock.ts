/**
 * The time of each change. Several changes in one step (the order is created, then paid) get
 * distinct instants a millisecond apart, so that their versions can be told apart by
 * modified_at, as on the platform.
 */
export class VersionedClock {
  #last = 0;
  constructor(private readonly now: () => number = Date.now) {}

  next(): Date {
    this.#last = Math.max(this.now(), this.#last + 1);
    return new Date(this.#last);
  }
}
