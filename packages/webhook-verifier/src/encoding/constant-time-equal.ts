/**
 * Compares two byte arrays in time that depends only on their length, never on where they
 * first differ, so an attacker cannot learn a signature byte by byte from response times.
 */
export function constantTimeEqual(left: Uint8Array, right: Uint8Array): boolean {
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index++) {
    difference |= left[index]! ^ right[index]!;
  }
  return difference === 0;
}
