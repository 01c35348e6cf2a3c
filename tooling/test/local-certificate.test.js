import { describe, expect, it } from '@jest/globals';
import { createHash, createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { localCertificate } from '../local-certificate.js';
import { tempDir } from './temp-dir.js';

describe('the local HTTPS certificate', () => {
  const dir = tempDir('portal-tls-');
  const made = localCertificate(dir);
  const certificate = new X509Certificate(made.pem);

  it("is good for the topology's loopback origins", () => {
    expect(certificate.checkHost('localhost')).toBe('localhost');
    expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(certificate.checkHost('portal.example')).toBeUndefined();
  });

  it('matches its key, and is named by the hash of that key', () => {
    const key = createPrivateKey(readFileSync(made.key, 'utf8'));
    expect(certificate.checkPrivateKey(key)).toBe(true);
    const der = createPublicKey(key).export({ type: 'spki', format: 'der' });
    expect(made.spki).toBe(createHash('sha256').update(der).digest('base64'));
  });

  it('is kept while valid, and made again when it is not', () => {
    expect(localCertificate(dir).spki).toBe(made.spki);
    writeFileSync(made.certificate, 'not a certificate');
    const again = localCertificate(dir);
    expect(again.spki).not.toBe(made.spki);
    expect(new X509Certificate(again.pem).checkIP('127.0.0.1')).toBe('127.0.0.1');
  });
});
