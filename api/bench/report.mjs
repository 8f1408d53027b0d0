// The benchmark's tables: one per database as it finishes, and a markdown summary for docs/performance.md.

/** The value at `fraction` (0.99 for p99) of ascending `sorted`, or null when it is empty. */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const mb = (value) => `${value.toFixed(0)} MB`;
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
export const LABELS = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** The statuses a scenario was answered with, e.g. '200' or '404 x 812, 200 x 3'; 'none' when it never was. */
function statusesOf(result) {
  const entries = Object.entries(result.statuses);
  if (entries.length === 0) return 'none';
  if (entries.length === 1) return entries[0][0];
  return entries.map(([status, count]) => `${status} x ${count}`).join(', ');
}

/**
 * Whether every response was a success: a call not served yet (404), or one that never answered within
 * autocannon's timeout, is reported, not measured.
 */
const served = (result) => {
  const statuses = Object.keys(result.statuses);
  return statuses.length > 0 && statuses.every((status) => status.startsWith('2'));
};

function verdict(p95, target) {
  if (target === undefined) return '';
  return p95 <= target ? 'met' : 'MISSED';
}

export function table(header, rows) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

/** The figures of one database, printed when its run ends. */
export function databaseTable(kind, run) {
  const rows = run.scenarios.map(({ scenario, result }) => {
    const target = scenario.target?.[kind];
    return [
      scenario.name,
      ms(result.p50),
      ms(result.p95),
      ms(result.p99),
      result.requestsPerSecond.toFixed(0),
      String(result.errors),
      statusesOf(result),
      !served(result)
        ? 'not served: not measured'
        : target === undefined
          ? '-'
          : `p95 <= ${target} ms ${verdict(result.p95, target)}`,
    ];
  });
  const { exportPlain, exportGzip, importRun } = run;
  return [
    `${LABELS[kind]}: ${run.rows.toLocaleString('en-US')} transactions in the database, ` +
      `${run.measuredRows.toLocaleString('en-US')} for the measured user (seeded in ${seconds(run.seedMs)}); ` +
      `load average ${run.loadAverage.toFixed(2)} when measuring began`,
    table(['Scenario', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'errors', 'status', 'target'], rows),
    `CSV export, ${exportPlain.rows.toLocaleString('en-US')} rows (${(exportPlain.bytes / 1e6).toFixed(1)} MB): ` +
      `${seconds(exportPlain.ms)} (target <= 1.50 s ${verdict(exportPlain.ms, 1500)}); server RSS ` +
      `${mb(exportPlain.rssBefore)} before, ${mb(exportPlain.rssPeak)} peak, ${mb(exportPlain.rssAfter)} after`,
    `CSV export, gzip (${(exportGzip.bytes / 1e6).toFixed(1)} MB on the wire): ${seconds(exportGzip.ms)}; ` +
      `RSS peak ${mb(exportGzip.rssPeak)}`,
    `Import of ${importRun.rows.toLocaleString('en-US')} rows: preview ${seconds(importRun.previewMs)}, ` +
      `import ${seconds(importRun.importMs)} (${importRun.imported} imported, ${importRun.skipped} skipped), ` +
      `undo ${seconds(importRun.undoMs)}`,
  ].join('\n');
}

/** One markdown table with both databases side by side, ready for docs/performance.md. */
export function summaryTable(runs, durationSeconds) {
  const kinds = Object.keys(runs);
  const header = ['Scenario', 'Target p95'];
  for (const kind of kinds) header.push(`${LABELS[kind]} p50 / p95 / p99 ms`, `${LABELS[kind]} req/s`);
  const first = runs[kinds[0]];
  const rows = first.scenarios.map(({ scenario }, index) => {
    const targets = kinds.map((kind) => scenario.target?.[kind]);
    const target = targets.every((value) => value === undefined)
      ? '-'
      : kinds.map((kind, k) => `${targets[k]} ms (${LABELS[kind]})`).join(', ');
    const cells = [scenario.name, target];
    for (const kind of kinds) {
      const { result } = runs[kind].scenarios[index];
      if (!served(result)) {
        cells.push(`answered ${statusesOf(result)}`, '');
        continue;
      }
      const missed = targets[kinds.indexOf(kind)] !== undefined && result.p95 > targets[kinds.indexOf(kind)];
      cells.push(
        `${ms(result.p50)} / ${missed ? `**${ms(result.p95)}**` : ms(result.p95)} / ${ms(result.p99)}`,
        result.requestsPerSecond.toFixed(0),
      );
    }
    return cells;
  });
  const exportRow = ['CSV export, all rows', '1.5 s'];
  const importRow = ['Import 10,000 rows (preview + import)', '-'];
  for (const kind of kinds) {
    const { exportPlain, importRun } = runs[kind];
    exportRow.push(
      `${seconds(exportPlain.ms)}, RSS ${mb(exportPlain.rssBefore)} -> ${mb(exportPlain.rssPeak)} peak`,
      '',
    );
    importRow.push(`${seconds(importRun.previewMs)} + ${seconds(importRun.importMs)}`, '');
  }
  rows.push(exportRow, importRow);
  const measured = first.measuredRows.toLocaleString('en-US');
  return [
    `${measured} transactions for the measured user (${first.rows.toLocaleString('en-US')} in the database); ` +
      `autocannon, 10 connections, ${durationSeconds} s per scenario; a p95 over its target is in bold.`,
    '',
    table(header, rows),
  ].join('\n');
}

/** A users' run's non-2xx answers: 5xx, other statuses, and calls never answered (no status). */
function failures(statuses) {
  const counts = { serverErrors: 0, otherStatuses: 0, unanswered: 0 };
  for (const [status, count] of Object.entries(statuses)) {
    if (status === 'error') counts.unanswered += count;
    else if (status.startsWith('5')) counts.serverErrors += count;
    else if (!status.startsWith('2')) counts.otherStatuses += count;
  }
  return counts;
}

/** How many calls of a users' run (users.mjs) were not answered with a 2xx. */
export function failedCalls(run) {
  const { serverErrors, otherStatuses, unanswered } = failures(run.overall.statuses);
  return serverErrors + otherStatuses + unanswered;
}

/** A row of the users' table: one operation, or all of them. */
function usersRow(name, share, figures, elapsedSeconds) {
  const { serverErrors, otherStatuses, unanswered } = failures(figures.statuses);
  return [
    name,
    share,
    String(figures.requests),
    (figures.requests / elapsedSeconds).toFixed(1),
    ms(figures.p50),
    ms(figures.p95),
    ms(figures.p99),
    String(serverErrors),
    String(otherStatuses),
    String(unanswered),
  ];
}

/** The figures of one database's users' run (users.mjs), per operation and for all calls. */
export function usersTable(kind, run) {
  const { elapsedSeconds, overall } = run;
  const rows = run.operations.map((operation) =>
    usersRow(operation.name, `${operation.weight} %`, operation, elapsedSeconds),
  );
  rows.push(usersRow('All calls', '100 %', overall, elapsedSeconds));
  return [
    `${LABELS[kind]}: ${run.users} users at once for ${elapsedSeconds.toFixed(1)} s, ` +
      `${overall.requests.toLocaleString('en-US')} calls (${(overall.requests / elapsedSeconds).toFixed(0)}/s); ` +
      `load average ${run.loadAverage.toFixed(2)} when the load began`,
    table(
      [
        'Operation',
        'share',
        'calls',
        'calls/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        '5xx',
        'other non-2xx',
        'no answer',
      ],
      rows,
    ),
  ].join('\n');
}
