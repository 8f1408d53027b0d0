// Whether a server started for the e2e suite or bench:web answers its health check, over HTTP or, given the
// certificate (certificate.mjs, issued to localhost), over HTTPS.
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';

/**
 * Whether `url` answers 200 within a second.
 * @param {string} url
 * @param {string} [ca] the certificate of a server that speaks HTTPS
 * @returns {Promise<boolean>}
 */
export function answers(url, ca) {
  return new Promise((resolve) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    const request = get(url, { ca, servername: ca && 'localhost', timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}
