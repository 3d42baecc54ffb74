/**
 * Compares two strings in time that depends only on their length, never on where they first
 * differ, so an attacker cannot learn a signature character by character from response times.
 * Used on base64 signatures of a fixed length, so the length itself tells nothing.
 */
export function constantTimeEqual(left: string, right: string): boolean {
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index++) {
    difference |= left.charCodeAt(index) ^ right.charCodeAt(index);
  }
  return difference === 0;
}
