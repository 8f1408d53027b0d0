// One scenario's load, run by load.mjs in a process of its own so that it can be niced and pinned: autocannon,
// 10 connections, each response's latency recorded so that p95 is exact (autocannon's own summary has p97.5
// but no p95). Reads its job from BENCH_LOAD (JSON), writes its figures to stdout as one JSON line.
import autocannon from 'autocannon';
import { percentile } from './report.mjs';

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;

const { url, token, method, body, seconds } = JSON.parse(process.env.BENCH_LOAD ?? '{}');

function run(duration, onResponse) {
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (onResponse) instance.on('response', onResponse);
  return instance;
}

await run(WARM_UP_SECONDS);
const latencies = [];
const statuses = {};
const result = await run(seconds, (_client, status, _bytes, responseTime) => {
  latencies.push(responseTime);
  statuses[status] = (statuses[status] ?? 0) + 1;
});
latencies.sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({
    statuses,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  })}\n`,
);
