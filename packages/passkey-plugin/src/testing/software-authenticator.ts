// `@tollgate/passkey-plugin/testing`: a WebAuthn authenticator in software, for an app's tests
// and benchmarks of its passkey flows without a browser: a P-256 key pair, attestation "none",
// the authenticator data, client data and DER signature built by hand as a browser and a
// platform authenticator would (WebAuthn Level 3 §6.1, §6.5, §8.7; COSE RFC 9053), on Web
// Crypto. It answers what the server's generate-*-options asked, as the JSON the browser sends.

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function uint(value: number, bytes: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes);
  for (let index = bytes - 1; index >= 0; index--) {
    out[index] = value & 0xff;
    value = Math.floor(value / 256);
  }
  return out;
}

// The few CBOR items WebAuthn needs (RFC 8949): integers, byte and text strings, maps.
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Uint8Array<ArrayBuffer> {
  if (length < 24) return Uint8Array.of((major << 5) | length);
  if (length < 256) return Uint8Array.of((major << 5) | 24, length);
  if (length < 65536) return concat(Uint8Array.of((major << 5) | 25), uint(length, 2));
  return concat(Uint8Array.of((major << 5) | 26), uint(length, 4));
}

function cbor(item: Cbor): Uint8Array<ArrayBuffer> {
  if (typeof item === "number") return item >= 0 ? head(0, item) : head(1, -1 - item);
  if (typeof item === "string") {
    const bytes = encoder.encode(item);
    return concat(head(3, bytes.length), bytes);
  }
  if (item instanceof Uint8Array) return concat(head(2, item.length), item);
  const entries = [...item].flatMap(([key, value]) => [cbor(key), cbor(value)]);
  return concat(head(5, item.size), ...entries);
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

/** ECDSA's r‖s (what Web Crypto signs) as the DER SEQUENCE WebAuthn carries. */
function derSignature(raw: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const integer = (half: Uint8Array<ArrayBuffer>) => {
    let start = 0;
    while (start < half.length - 1 && half[start] === 0) start++;
    let bytes = half.slice(start);
    if ((bytes[0] ?? 0) & 0x80) bytes = concat(Uint8Array.of(0), bytes);
    return concat(Uint8Array.of(0x02, bytes.length), bytes);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

const FLAGS = {
  userPresent: 0x01,
  userVerified: 0x04,
  backupEligible: 0x08,
  backedUp: 0x10,
  attested: 0x40,
};

export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string };
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftwareAuthenticator {
  private readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  signCount = 0;
  userHandle: string | undefined;

  private constructor(
    private readonly keys: CryptoKeyPair,
    private readonly backup: { eligible: boolean; done: boolean },
  ) {}

  static async create(backup = { eligible: true, done: true }) {
    const keys = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ]);
    return new SoftwareAuthenticator(keys, backup);
  }

  get id(): string {
    return base64url(this.credentialId);
  }

  private flags(userVerified: boolean, attested: boolean): number {
    let flags = FLAGS.userPresent;
    if (userVerified) flags |= FLAGS.userVerified;
    if (this.backup.eligible) flags |= FLAGS.backupEligible;
    if (this.backup.done) flags |= FLAGS.backedUp;
    if (attested) flags |= FLAGS.attested;
    return flags;
  }

  /** navigator.credentials.create(), as JSON. */
  async register(options: CreationOptions, origin: string, rpId = options.rp.id ?? "") {
    this.userHandle = options.user.id;
    const raw = new Uint8Array(await crypto.subtle.exportKey("raw", this.keys.publicKey));
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, raw.slice(1, 33)],
        [-3, raw.slice(33, 65)],
      ]),
    );
    const authData = concat(
      await sha256(encoder.encode(rpId)),
      Uint8Array.of(this.flags(true, true)),
      uint(this.signCount, 4),
      new Uint8Array(16), // AAGUID: none
      uint(this.credentialId.length, 2),
      this.credentialId,
      coseKey,
    );
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    const clientData = {
      type: "webauthn.create",
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    };
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: base64url(encoder.encode(JSON.stringify(clientData))),
        attestationObject: base64url(attestationObject),
        transports: ["internal" as const, "hybrid" as const],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }

  /** navigator.credentials.get(), as JSON; the signature count moves on by one. */
  async assert(
    options: RequestOptions,
    origin: string,
    { userVerified = true, rpId = options.rpId ?? "", type = "webauthn.get" } = {},
  ) {
    this.signCount += 1;
    const authData = concat(
      await sha256(encoder.encode(rpId)),
      Uint8Array.of(this.flags(userVerified, false)),
      uint(this.signCount, 4),
    );
    const clientDataJSON = encoder.encode(
      JSON.stringify({ type, challenge: options.challenge, origin, crossOrigin: false }),
    );
    const signed = concat(authData, await sha256(clientDataJSON));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(authData),
        signature: base64url(derSignature(raw)),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }
}
