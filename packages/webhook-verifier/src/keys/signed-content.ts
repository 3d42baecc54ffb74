/** What precedes the raw body in the signed content `{id}.{timestamp}.{body}`. */
export function signedContentPrefix(id: string, timestampSeconds: number): string {
  return `${id}.${timestampSeconds}.`;
}
