// A throw-away certificate for 127.0.0.1 and localhost, made with the system's openssl, for fakes
// that must speak HTTPS (MSAL in the browser refuses a plain-HTTP authority).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SelfSignedCert {
  key: string;
  cert: string;
  /** The certificate's file, for NODE_EXTRA_CA_CERTS of a server that must trust the fake. */
  certFile: string;
}

export function makeSelfSignedCert(): SelfSignedCert {
  const dir = mkdtempSync(join(tmpdir(), 'agroventas-fake-tls-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}
