import type { PasswordHasher } from "@tollgate/auth-server";

const decoys = new WeakMap<PasswordHasher, Promise<string>>();

/**
 * A stored-format hash of a random password, made once per hasher: verifying against it costs
 * what a real verification costs, so an unknown username answers in about the time a wrong
 * password does. (The core keeps its own decoy internal, so the plugin makes one.)
 */
export function decoyPasswordHash(hasher: PasswordHasher): Promise<string> {
  let decoy = decoys.get(hasher);
  if (!decoy) {
    decoy = hasher.hash(crypto.randomUUID());
    decoys.set(hasher, decoy);
  }
  return decoy;
}
