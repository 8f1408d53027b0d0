// The CSV export of every row (timed, with the server's memory sampled throughout) and a 10,000-row import.
import { get } from 'node:http';

const RSS_SAMPLE_MS = 20;

/** Streams GET /export to nowhere, as a download would; `acceptEncoding` asks for compression. */
function download(baseUrl, token, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = get(
      `${baseUrl}/api/transaction/export?format=csv`,
      {
        headers: {
          authorization: `Bearer ${token}`,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      },
      (response) => {
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
          if (!acceptEncoding) for (const byte of chunk) if (byte === 0x0a) lines += 1;
        });
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`));
          else resolve({ ms: performance.now() - started, bytes, rows: lines - 1 });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** Times a full export, sampling the server's RSS every 20 ms. */
export async function timeExport(server, token, acceptEncoding) {
  const before = server.rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rssMb());
  }, RSS_SAMPLE_MS);
  try {
    const result = await download(server.baseUrl, token, acceptEncoding);
    return {
      ...result,
      rssBefore: before,
      rssPeak: Math.max(peak, server.rssMb()),
      rssAfter: server.rssMb(),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** A statement of `rows` new transactions, dated over the last year, as a bank export would look. */
export function importCsv(rows) {
  const lines = ['Date,Description,Amount,Category,Memo'];
  const today = Date.now();
  for (let i = 0; i < rows; i += 1) {
    const date = new Date(today - (i % 365) * 86_400_000).toISOString().slice(0, 10);
    const income = i % 10 === 0;
    const amount = income
      ? `${1000 + (i % 900)}.00`
      : `-${(i % 250) + 1}.${String(i % 100).padStart(2, '0')}`;
    const category = income ? 'Salary' : ['Food', 'Shopping', 'Transportation', 'Entertainment'][i % 4];
    lines.push(`${date},"Imported ${i}, shop",${amount},${category},bench import`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function post(baseUrl, token, path, csv) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/transaction${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${json.message}`);
  return { ms: performance.now() - started, data: json.data };
}

/** Preview, import and undo of a generated file; the data set is left as it was. */
export async function timeImport(baseUrl, token, rows) {
  const csv = importCsv(rows);
  const preview = await post(baseUrl, token, '/import/preview', csv);
  const imported = await post(baseUrl, token, '/import', csv);
  const started = performance.now();
  const undo = await fetch(`${baseUrl}/api/transaction/import/${imported.data.importId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!undo.ok) throw new Error(`undo answered ${undo.status}`);
  return {
    rows,
    previewMs: preview.ms,
    importMs: imported.ms,
    undoMs: performance.now() - started,
    imported: imported.data.imported,
    skipped: imported.data.skipped,
  };
}
