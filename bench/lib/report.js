// The short markdown table of bench/results.md, from results.json.
const kB = (bytes) => (bytes / 1024).toFixed(1);
// Bytes on the wire in kB of 1000, the unit of bench/budgets.json.
const wireKB = (bytes) => (typeof bytes === 'number' ? (bytes / 1000).toFixed(1) : '–');
const ms = (value) => (typeof value === 'number' ? Math.round(value).toString() : '–');

export function markdownReport(results, violations) {
  const lines = [
    '# `pnpm bench` results',
    '',
    `Run ${results.generatedAt} on ${results.machine}. Cold cache, both builds served by the same nginx (precompressed files, as in production) over ${protocolsOf(results)},`,
    results.network === 'mobile'
      ? `mobile profile: ${results.rttMs} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, emulated in Chromium.`
      : `loopback with a ${results.rttMs ?? 0} ms round trip emulated on every request, no bandwidth throttling.`,
    'Wire = bytes as the servers sent them (Content-Encoding as served), before the page is usable;',
    "time to usable = until the route is usable (login: its Login button; others: the h1), median of the loads (the builds' loads interleaved);",
    'CLS = the largest session window of layout shifts in a load, until usable, median of the loads.',
    '',
    '| Route | JS on the wire kB (1000 B) fed / mono | All bytes on the wire kB fed / mono | Time to usable ms fed / mono (ratio) | Requests fed / mono | Chain depth fed / mono | CLS fed / mono |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of results.routes) {
    const f = r.federated;
    const m = r.monolith;
    lines.push(
      `| ${r.name} | ${wireKB(f.wire?.js)} / ${wireKB(m.wire?.js)} | ${wireKB(f.wire?.total)} / ${wireKB(m.wire?.total)} | ${ms(f.readyMs)} / ${ms(m.readyMs)} (${r.ratio.ready ?? '–'}) | ${f.requests} / ${m.requests} (${r.ratio.requests}) | ${f.depth} / ${m.depth} | ${f.cls ?? '–'} / ${m.cls ?? '–'} |`,
    );
  }
  lines.push(
    '',
    'The same responses recompressed here (gzip -9 / brotli 11), to compare builds independently of the server:',
    '',
    '| Route | JS gzip kB fed / mono (ratio) | JS brotli kB fed / mono (ratio) | CSS gzip kB fed / mono |',
    '| --- | --- | --- | --- |',
  );
  for (const r of results.routes) {
    const f = r.federated;
    const m = r.monolith;
    lines.push(
      `| ${r.name} | ${kB(f.js.gzip)} / ${kB(m.js.gzip)} (${r.ratio.jsGzip}) | ${kB(f.js.brotli)} / ${kB(m.js.brotli)} (${r.ratio.jsBrotli}) | ${kB(f.css.gzip)} / ${kB(m.css.gzip)} |`,
    );
  }
  lines.push('', '## Shared singletons: copies downloaded (signed-in tour of every route)', '');
  lines.push(
    '| Package | federated (script bodies) | federated (`__FEDERATION__` providers) | monolith |',
  );
  lines.push('| --- | --- | --- | --- |');
  for (const pkg of Object.keys(results.singletons.federated)) {
    lines.push(
      `| ${pkg} | ${results.singletons.federated[pkg]} | ${results.federationShare[pkg] ?? '–'} | ${results.singletons.monolith[pkg]} |`,
    );
  }
  lines.push('', '## Federation runtime bytes per app (gzip kB; see bench/README.md)', '');
  lines.push(
    "| App | Entry file | Entry gzip | Minus the monolith's webpack runtime = federation runtime | mf-manifest.json gzip |",
  );
  lines.push('| --- | --- | --- | --- | --- |');
  for (const app of results.runtime.apps) {
    lines.push(
      `| ${app.app} | ${app.entry} | ${kB(app.entryBytes.gzip)} | ${kB(app.federationGzip)} | ${app.manifestBytes ? kB(app.manifestBytes.gzip) : '–'} |`,
    );
  }
  if (results.telemetry) {
    const early = results.routes.flatMap((r) => r.federated.telemetryBeforeUsable ?? []);
    lines.push(
      '',
      '## Telemetry (issue 51)',
      '',
      `Telemetry code in the shell's first-page scripts: ${kB(results.telemetry.firstPage.brotli)} kB brotli (its code compressed alone, from the source maps; limit 3 kB). The agent's chunk, loaded once the page is usable: ${results.telemetry.agent ? `${kB(results.telemetry.agent.brotli)} kB brotli` : 'not built'}. Telemetry requests before a page was usable: ${early.length === 0 ? 'none' : early.join(', ')}.`,
    );
  }
  lines.push(
    '',
    `Monolith main.js (webpack runtime + entry, the baseline): ${kB(results.runtime.monolithMain.gzip)} kB gzip.`,
  );
  lines.push(
    '',
    '## Lighthouse (mobile preset, simulated throttling; compare, do not gate on absolutes)',
    '',
  );
  lines.push(
    '| Route | LCP ms fed / mono | TBT ms fed / mono | CLS fed / mono | Score fed / mono |',
  );
  lines.push('| --- | --- | --- | --- | --- |');
  for (const l of results.lighthouse) {
    const f = l.federated ?? {};
    const m = l.monolith ?? {};
    lines.push(
      `| ${l.name} | ${ms(f.lcp)} / ${ms(m.lcp)} | ${ms(f.tbt)} / ${ms(m.tbt)} | ${f.cls ?? '–'} / ${m.cls ?? '–'} | ${f.score ?? '–'} / ${m.score ?? '–'} |`,
    );
  }
  lines.push('', '## Budgets (bench/budgets.json)', '');
  lines.push(
    violations.length ? violations.map((v) => `- EXCEEDED ${v}`).join('\n') : '- All budgets met.',
  );
  return `${lines.join('\n')}\n`;
}

/** The protocols every measured load was served over, e.g. "h2" (HTTPS, HTTP/2). */
function protocolsOf(results) {
  const seen = new Set();
  for (const route of results.routes ?? [])
    for (const load of [route.federated, route.monolith])
      for (const protocol of load?.protocols ?? []) seen.add(protocol);
  const names = { h2: 'HTTPS and HTTP/2', 'http/1.1': 'HTTP/1.1' };
  return seen.size
    ? [...seen]
        .sort()
        .map((protocol) => names[protocol] ?? protocol)
        .join(', ')
    : 'an unrecorded protocol';
}
