import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

// A platform authenticator in software, for the passkey bench: a P-256 key pair, attestation
// "none", authenticator data, client data and a DER ECDSA signature built as a browser and its
// authenticator would (WebAuthn Level 3 §6.1, §6.5, §8.7; COSE RFC 9053). Signing is
// synchronous (node:crypto) and cheap next to the server's verification.

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.of((major << 5) | length);
  if (length < 256) return Buffer.of((major << 5) | 24, length);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}

/** The few CBOR items WebAuthn needs (RFC 8949): integers, byte and text strings, maps. */
function cbor(item: Cbor): Buffer {
  if (typeof item === "number") return item >= 0 ? head(0, item) : head(1, -1 - item);
  if (typeof item === "string") {
    const bytes = Buffer.from(item, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (item instanceof Uint8Array) return Buffer.concat([head(2, item.length), item]);
  const entries = [...item].flatMap(([key, value]) => [cbor(key), cbor(value)]);
  return Buffer.concat([head(5, item.size), ...entries]);
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest();

function counter(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

// User present, user verified, backup eligible, backed up (a synced passkey).
const FLAGS = 0x01 | 0x04 | 0x08 | 0x10;
const ATTESTED = 0x40;

export interface CreationOptions {
  challenge: string;
  user: { id: string };
}

export interface RequestOptions {
  challenge: string;
}

export class SoftwareAuthenticator {
  private readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  private signCount = 0;
  private userHandle: string | undefined;

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {}

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
      "utf8",
    );
  }

  /** navigator.credentials.create(), as the JSON a browser library posts. */
  register(options: CreationOptions) {
    this.userHandle = options.user.id;
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]),
    );
    const authData = Buffer.concat([
      sha256(Buffer.from(this.rpId, "utf8")),
      Buffer.of(FLAGS | ATTESTED),
      counter(this.signCount),
      Buffer.alloc(16), // AAGUID: none
      Buffer.of(0, this.credentialId.length),
      this.credentialId,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    const id = this.credentialId.toString("base64url");
    return {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON: this.clientData("webauthn.create", options.challenge).toString("base64url"),
        attestationObject: attestationObject.toString("base64url"),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** navigator.credentials.get() for a discoverable credential; the count moves on by one. */
  assert(options: RequestOptions) {
    this.signCount += 1;
    const authData = Buffer.concat([
      sha256(Buffer.from(this.rpId, "utf8")),
      Buffer.of(FLAGS),
      counter(this.signCount),
    ]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: this.keys.privateKey,
      dsaEncoding: "der",
    });
    const id = this.credentialId.toString("base64url");
    return {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON: clientDataJSON.toString("base64url"),
        authenticatorData: authData.toString("base64url"),
        signature: signature.toString("base64url"),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
