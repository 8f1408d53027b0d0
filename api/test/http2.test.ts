// With a certificate (TLS_CERT_FILE, TLS_KEY_FILE) the server speaks HTTPS: HTTP/2 to browsers, which then load a
// page's many scripts over one connection, and HTTP/1.1 to clients without HTTP/2 (api/src/http/secureServer.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect, constants } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { generate } from 'selfsigned';
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers';

let testDb: TestDatabase;
let app: FastifyInstance;
let certDir: string;
let cert: string;
let origin: string;

beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'moneta-tls-'));
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  cert = pems.cert;
  writeFileSync(join(certDir, 'cert.pem'), pems.cert);
  writeFileSync(join(certDir, 'key.pem'), pems.private);
  testDb = await createTestDatabase();
  ({ app } = await createTestApp(testDb.database, {
    TLS_CERT_FILE: join(certDir, 'cert.pem'),
    TLS_KEY_FILE: join(certDir, 'key.pem'),
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://localhost:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await testDb.dispose();
  rmSync(certDir, { recursive: true, force: true });
});

describe('HTTPS', () => {
  it('answers over HTTP/2, several requests on one connection', async () => {
    const session = connect(origin, { ca: cert });
    try {
      const get = (path: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const stream = session.request({ [constants.HTTP2_HEADER_PATH]: path });
          let status = 0;
          let body = '';
          stream.on('response', (headers) => {
            status = Number(headers[constants.HTTP2_HEADER_STATUS]);
          });
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => {
            body += chunk;
          });
          stream.on('end', () => resolve({ status, body }));
          stream.on('error', reject);
        });
      const [health, remotes, unknown] = await Promise.all([
        get('/api/health'),
        get('/remotes.json'),
        get('/api/unknown'),
      ]);
      expect(health.status).toBe(200);
      expect(JSON.parse(remotes.body)).toHaveProperty('remote_auth', '/remote-auth/mf-manifest.json');
      expect(unknown.status).toBe(404);
      expect(JSON.parse(unknown.body)).toEqual({ success: false, message: 'Route not found' });
    } finally {
      session.close();
    }
  });

  it('answers HTTP/1.1 too', async () => {
    const answer = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      httpsRequest(`${origin}/api/health`, { ca: cert }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, version: response.httpVersion });
      })
        .on('error', reject)
        .end();
    });
    expect(answer).toEqual({ status: 200, version: '1.1' });
  });

  it('closes while a browser keeps its HTTP/2 connection open', async () => {
    const { app: other } = await createTestApp(testDb.database, {
      TLS_CERT_FILE: join(certDir, 'cert.pem'),
      TLS_KEY_FILE: join(certDir, 'key.pem'),
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const session = connect(`https://localhost:${(other.server.address() as AddressInfo).port}`, {
      ca: cert,
    });
    await new Promise((resolve) => session.once('connect', resolve));
    const closed = new Promise((resolve) => session.once('close', resolve));
    await other.close();
    await closed;
  });
});
