const utf8 = new TextEncoder();

/**
 * The signed content `{id}.{timestamp}.{body}`. The body is encoded to bytes at most once, and
 * only for a backend that needs one byte array (Web Crypto); node:crypto takes the parts as is.
 */
export class SignedContent {
  readonly prefix: string;
  readonly body: string | Uint8Array;
  #bytes: Uint8Array<ArrayBuffer> | undefined;

  constructor(id: string, timestampSeconds: number, body: string | Uint8Array) {
    this.prefix = `${id}.${timestampSeconds}.`;
    this.body = body;
  }

  get bytes(): Uint8Array<ArrayBuffer> {
    this.#bytes ??= this.#encode();
    return this.#bytes;
  }

  #encode(): Uint8Array<ArrayBuffer> {
    if (typeof this.body === "string") return utf8.encode(this.prefix + this.body);
    const prefixBytes = utf8.encode(this.prefix);
    const content = new Uint8Array(prefixBytes.length + this.body.length);
    content.set(prefixBytes, 0);
    content.set(this.body, prefixBytes.length);
    return content;
  }
}
