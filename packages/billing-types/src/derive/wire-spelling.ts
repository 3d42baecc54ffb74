import { ReturnsTarget } from "./returns-target";

/**
 * What a client-form object cannot tell by its keys alone, kept so that `toWire` gives the wire
 * form back exactly: the wire names of unknown keys that snake_case does not recompute, and the
 * fields the client form filled with their documented default (absent on the wire).
 */
export interface WireSpelling {
  /** Client name → wire name, for unknown keys only. */
  readonly renamed?: ReadonlyMap<string, string>;
  /** Client names of defaulted fields the wire left out. */
  readonly defaulted?: ReadonlySet<string>;
}

/** The spelling is a private field stamped onto the client object (see `ReturnsTarget`). */
class SpellingNote extends ReturnsTarget {
  #spelling: WireSpelling;

  private constructor(target: object, spelling: WireSpelling) {
    super(target);
    this.#spelling = spelling;
  }

  static stamp(target: object, spelling: WireSpelling): void {
    new SpellingNote(target, spelling);
  }

  static of(target: object): WireSpelling | undefined {
    return #spelling in target ? target.#spelling : undefined;
  }
}

/** Stamps `spelling` onto a client object just built (once per object). */
export function rememberWireSpelling(target: object, spelling: WireSpelling): void {
  SpellingNote.stamp(target, spelling);
}

/** The spelling a client object was stamped with when it was made from the wire, if any. */
export function wireSpellingOf(target: object): WireSpelling | undefined {
  return SpellingNote.of(target);
}

/** Collects the spelling of one client object while it is built, then stamps it (if any). */
export class WireSpellingNotes {
  #renamed: Map<string, string> | undefined;
  #defaulted: Set<string> | undefined;

  rename(client: string, wire: string): void {
    this.#renamed ??= new Map();
    this.#renamed.set(client, wire);
  }

  defaulted(client: string): void {
    this.#defaulted ??= new Set();
    this.#defaulted.add(client);
  }

  stampOn(target: object): void {
    rememberWireSpelling(target, { renamed: this.#renamed, defaulted: this.#defaulted });
  }
}
