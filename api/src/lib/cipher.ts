// Field encryption at rest: AES-256-GCM, a fresh 96-bit IV per value, bound to its row by AAD
// (a ciphertext copied onto another row does not decrypt).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export function createFieldCipher(keyHex: string) {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('field cipher key must be 32 bytes');
  return {
    encrypt(plain: string, aad: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(aad));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
    },
    decrypt(stored: string, aad: string): string {
      const [version, iv, tag, body] = stored.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('unknown ciphertext format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAAD(Buffer.from(aad));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
export type FieldCipher = ReturnType<typeof createFieldCipher>;
