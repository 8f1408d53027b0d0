// A self-signed certificate for localhost, written to a folder, for servers started with TLS_CERT_FILE and
// TLS_KEY_FILE (HTTPS with HTTP/2): bench:web and the e2e test of an HTTPS deployment. The browser accepts it
// with --ignore-certificate-errors; Node's clients are given it as their `ca`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/** @returns {Promise<{ env: { TLS_CERT_FILE: string, TLS_KEY_FILE: string }, ca: string }>} */
export async function localhostCertificate(folder) {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const env = { TLS_CERT_FILE: join(folder, 'cert.pem'), TLS_KEY_FILE: join(folder, 'key.pem') };
  writeFileSync(env.TLS_CERT_FILE, pems.cert);
  writeFileSync(env.TLS_KEY_FILE, pems.private);
  return { env, ca: pems.cert };
}
