// A self-signed certificate for serving the portal over HTTPS and HTTP/2 on this machine
// (`pnpm bench`, `serve-portal.mjs --tls`): production's edge serves the borrower that way, and a
// browser speaks HTTP/2 only over TLS. The browser is told to trust exactly this key by its
// SPKI hash (Chromium's --ignore-certificate-errors-spki-list), never to ignore TLS errors.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Names the certificate is good for: the topology's loopback origins. */
export const LOCAL_NAMES = 'DNS:localhost,IP:127.0.0.1';

/**
 * The certificate and key in `dir`, made there first when missing or expiring within a day.
 * @returns {{ certificate: string, key: string, pem: string, spki: string }}
 */
export function localCertificate(dir) {
  const certificate = path.join(path.resolve(dir), 'cert.pem');
  const key = path.join(path.resolve(dir), 'key.pem');
  if (!usable(certificate, key)) {
    mkdirSync(path.dirname(certificate), { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=localhost',
        '-addext',
        `subjectAltName=${LOCAL_NAMES}`,
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  }
  const pem = readFileSync(certificate, 'utf8');
  return { certificate, key, pem, spki: spkiHash(pem) };
}

/** The base64 SHA-256 of the certificate's public key, as Chromium's SPKI list names it. */
export function spkiHash(pem) {
  const der = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

function usable(certificate, key) {
  if (!existsSync(certificate) || !existsSync(key)) return false;
  try {
    const validTo = Date.parse(new X509Certificate(readFileSync(certificate)).validTo);
    return validTo - Date.now() > 24 * 60 * 60 * 1000;
  } catch {
    return false;
  }
}
