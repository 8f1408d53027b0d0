// A software passkey for the API tests: a P-256 key pair that answers WebAuthn's registration ('none'
// attestation) and sign-in ceremonies as a platform authenticator would, with user verification, so that the
// server's checks run against real signatures.
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}

/** CBOR of the few kinds a COSE key and an attestation object hold. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/** User present, user verified. */
const FLAGS_UP_UV = 0x01 | 0x04;
const FLAG_ATTESTED = 0x40;

export interface SoftPasskey {
  credentialId: string;
  /** The answer to a registration ceremony's options, as the browser's JSON. */
  register(options: Record<string, unknown>, origin: string): Record<string, unknown>;
  /** The answer to a sign-in ceremony's options, as the browser's JSON. */
  signIn(options: Record<string, unknown>, origin: string): Record<string, unknown>;
}

export function softPasskey(): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const cose = cbor(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  let counter = 0;
  let userHandle = '';

  const clientData = (type: string, options: Record<string, unknown>, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge: options.challenge, origin, crossOrigin: false }));
  const authData = (rpId: string, flags: number, extra: Buffer = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, extra]);
  };

  return {
    credentialId: b64url(credentialId),
    register(options, origin) {
      const rp = options.rp as { id: string };
      userHandle = (options.user as { id: string }).id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, cose]);
      const attestation = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(rp.id, FLAGS_UP_UV | FLAG_ATTESTED, attested)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options, origin)),
          attestationObject: b64url(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    signIn(options, origin) {
      counter += 1;
      const data = authData(options.rpId as string, FLAGS_UP_UV);
      const client = clientData('webauthn.get', options, origin);
      const signature = createSign('SHA256')
        .update(Buffer.concat([data, sha256(client)]))
        .sign(privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
