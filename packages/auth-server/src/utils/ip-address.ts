// IP text → bytes and CIDR matching in a few Web-standard lines (no node:net: the Web handler
// runs on any runtime).

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4Bytes(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const bytes = match.slice(1).map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

function ipv6Bytes(text: string): number[] | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.split("::").length > 2) return null;
  const [head = "", tail] = text.split("::");
  const groupsOf = (part: string): number[] | null => {
    if (part === "") return [];
    const words: number[] = [];
    const pieces = part.split(":");
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes(".")) {
        const v4 = ipv4Bytes(piece);
        if (!v4) return null;
        words.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        words.push(Number.parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return words;
  };
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  if (!first || !last) return null;
  const missing = 8 - first.length - last.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const words = [...first, ...new Array<number>(Math.max(0, missing)).fill(0), ...last];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

/** The address's bytes (4 or 16), or null when `text` is not an IP address. */
export function ipBytes(text: string): number[] | null {
  const bare = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  return ipv4Bytes(bare) ?? ipv6Bytes(bare);
}

export interface Cidr {
  bytes: number[];
  prefix: number;
}

/** "10.0.0.0/8", "2001:db8::/32" or a single address; null when malformed. */
export function parseCidr(text: string): Cidr | null {
  const [address = "", prefixText, extra] = text.trim().split("/");
  if (extra !== undefined) return null;
  const bytes = ipBytes(address);
  if (!bytes) return null;
  const bits = bytes.length * 8;
  if (prefixText === undefined) return { bytes, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  return { bytes, prefix: Number(prefixText) };
}

export function cidrContains(network: Cidr, bytes: number[]): boolean {
  if (bytes.length !== network.bytes.length) return false;
  for (let bit = 0; bit < network.prefix; bit += 8) {
    const take = Math.min(8, network.prefix - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((network.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

/**
 * The address as a rate-limit key: IPv4 as is; IPv6 cut to its first `ipv6Subnet` bits (one
 * host usually holds a whole /64, so per-address buckets would be free to rotate).
 */
export function rateLimitAddress(text: string, ipv6Subnet: number): string {
  const bytes = ipBytes(text);
  if (!bytes || bytes.length === 4) return text;
  const mapped =
    bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (mapped) return bytes.slice(12).join(".");
  const prefix = Math.max(0, Math.min(128, ipv6Subnet));
  const kept = bytes.map((byte, index) => {
    const take = Math.max(0, Math.min(8, prefix - index * 8));
    return byte & ((0xff << (8 - take)) & 0xff);
  });
  const words: string[] = [];
  for (let index = 0; index < 16; index += 2)
    words.push((((kept[index] ?? 0) << 8) | (kept[index + 1] ?? 0)).toString(16));
  return `${words.join(":")}/${prefix}`;
}
