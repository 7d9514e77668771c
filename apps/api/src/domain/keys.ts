import { hkdfSync } from 'node:crypto';

export interface DerivedKeys {
  /** HS256 key of the session JWTs. */
  session: Buffer;
  /** HMAC key of stored one-time codes. */
  otp: Buffer;
  /** HMAC key of draft preview links. */
  preview: Buffer;
  /** HMAC key of visitors' browser ids and of addresses in the public interactions' buckets. */
  visitor: Buffer;
  /** HMAC key of backup download links. */
  backup: Buffer;
}

/** One secret in, one independent key per purpose out (HKDF-SHA-256), so no key serves two uses. */
export function deriveKeys(secret: string): DerivedKeys {
  const ikm = Buffer.from(secret, 'utf8');
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', ikm, 'studio-api', `studio-api/${purpose}/v1`, 32));
  return {
    session: derive('session-jwt'),
    otp: derive('otp-hmac'),
    preview: derive('draft-preview-hmac'),
    visitor: derive('visitor-hmac'),
    backup: derive('backup-download-hmac'),
  };
}
