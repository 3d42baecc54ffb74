// navigator.credentials for Node, backed by the software authenticator: what a browser with a
// platform authenticator gives @simplewebauthn/browser (Better Auth's passkey client calls it).
import { SoftwareAuthenticator } from "../../src/testing/software-authenticator";

function toBase64url(buffer: ArrayBuffer | ArrayBufferView): string {
  const bytes =
    buffer instanceof ArrayBuffer
      ? new Uint8Array(buffer)
      : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function toBuffer(text: string): ArrayBuffer {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes.buffer;
}

interface PublicKeyOptions {
  challenge: ArrayBuffer;
  rp?: { id?: string; name: string };
  rpId?: string;
  user?: { id: ArrayBuffer; name: string };
}

/** Installs a browser's WebAuthn API holding one authenticator; answers it and how to remove it. */
export async function installBrowserWebAuthn(origin: string) {
  const authenticator = await SoftwareAuthenticator.create();
  const credentials = {
    async create({ publicKey }: { publicKey: PublicKeyOptions }) {
      const json = await authenticator.register(
        {
          challenge: toBase64url(publicKey.challenge),
          rp: publicKey.rp ?? { name: "" },
          user: {
            id: toBase64url(publicKey.user?.id ?? new ArrayBuffer(0)),
            name: publicKey.user?.name ?? "",
          },
        },
        origin,
      );
      return {
        id: json.id,
        rawId: toBuffer(json.rawId),
        type: json.type,
        authenticatorAttachment: json.authenticatorAttachment,
        response: {
          clientDataJSON: toBuffer(json.response.clientDataJSON),
          attestationObject: toBuffer(json.response.attestationObject),
          getTransports: () => json.response.transports,
        },
        getClientExtensionResults: () => ({}),
      };
    },
    async get({ publicKey }: { publicKey: PublicKeyOptions }) {
      const json = await authenticator.assert(
        { challenge: toBase64url(publicKey.challenge), rpId: publicKey.rpId ?? "" },
        origin,
      );
      return {
        id: json.id,
        rawId: toBuffer(json.rawId),
        type: json.type,
        authenticatorAttachment: json.authenticatorAttachment,
        response: {
          clientDataJSON: toBuffer(json.response.clientDataJSON),
          authenticatorData: toBuffer(json.response.authenticatorData),
          signature: toBuffer(json.response.signature),
          userHandle: json.response.userHandle ? toBuffer(json.response.userHandle) : null,
        },
        getClientExtensionResults: () => ({}),
      };
    },
  };
  const previous = Object.getOwnPropertyDescriptor(globalThis, "navigator");
  Object.defineProperty(globalThis, "navigator", {
    value: { credentials, userAgent: "node" },
    configurable: true,
    writable: true,
  });
  Object.defineProperty(globalThis, "PublicKeyCredential", {
    value: function PublicKeyCredential() {},
    configurable: true,
    writable: true,
  });
  return {
    authenticator,
    uninstall() {
      if (previous) Object.defineProperty(globalThis, "navigator", previous);
      else Reflect.deleteProperty(globalThis, "navigator");
      Reflect.deleteProperty(globalThis, "PublicKeyCredential");
    },
  };
}
