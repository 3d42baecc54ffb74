import { describe, expect, it } from "vitest";
import { compiledEventToClient, INVALID } from "../src/compile";
import { EVENT_TYPES, fixture } from "./load-fixture";
import { allPaths, REPLACEMENTS, random, setAt } from "./mutations";
import { zodReference } from "./zod-reference";

const MUTANTS_PER_EVENT = 120;

describe("random mutations of every fixture: compiled path and zod schema agree", () => {
  it.each(EVENT_TYPES)("%s", (type) => {
    const next = random([...type].reduce((hash, char) => hash * 31 + char.charCodeAt(0), 7));
    const paths = allPaths(fixture(type));
    let accepted = 0;
    let rejected = 0;
    for (let mutant = 0; mutant < MUTANTS_PER_EVENT; mutant++) {
      const payload = fixture(type);
      const changes = 1 + next(3);
      for (let change = 0; change < changes; change++) {
        const path = paths[next(paths.length)];
        const value = REPLACEMENTS[next(REPLACEMENTS.length)];
        // An earlier change may have removed this path's parent; then the change is skipped.
        if (path) {
          try {
            setAt(payload, path, value);
          } catch {}
        }
      }
      const json = JSON.parse(JSON.stringify(payload));
      const compiled = compiledEventToClient(JSON.parse(JSON.stringify(payload)));
      const reference = zodReference(json);
      const where = `${type} mutant ${mutant}: ${JSON.stringify(json).slice(0, 80)}`;
      expect(compiled === INVALID, where).toBe(!reference.success);
      if (reference.success) {
        accepted++;
        expect(compiled, where).toStrictEqual(reference.data);
        expect(JSON.stringify(compiled), where).toBe(JSON.stringify(reference.data));
      } else rejected++;
    }
    // Both verdicts must occur, or this test would not be testing anything.
    expect(accepted).toBeGreaterThan(5);
    expect(rejected).toBeGreaterThan(5);
  });
});
