// The Grafana dashboard of docker-compose.yml, read as Grafana would (it cannot run here): every
// query names only series that exist (the receiver's metrics, the recording rules, Prometheus's
// own ALERTS) through the provisioned data source, and the panels on-call needs are there.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { createMetrics } from '../../telemetry-receiver/src/metrics.ts';
import { RULE_FILES } from '../../scripts/telemetry-services.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GRAFANA = path.join(ROOT, 'ops/grafana');
const dashboardFiles = readdirSync(path.join(GRAFANA, 'dashboards')).filter((f) =>
  f.endsWith('.json'),
);
const dashboard = JSON.parse(
  readFileSync(path.join(GRAFANA, 'dashboards/portal-releases.json'), 'utf8'),
);
const [datasource] = parse(
  readFileSync(path.join(GRAFANA, 'provisioning/datasources/prometheus.yml'), 'utf8'),
).datasources;

/** Series a query may name: what the receiver exposes, what the rules record, ALERTS. */
async function knownSeries() {
  const metrics = await createMetrics({ defaultMetrics: false }).registry.getMetricsAsJSON();
  const exposed = metrics.flatMap(({ name, type }) =>
    type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name],
  );
  const recorded = RULE_FILES.flatMap((file) =>
    parse(readFileSync(file, 'utf8')).groups.flatMap((g) => g.rules.map((r) => r.record)),
  ).filter(Boolean);
  return new Set([...exposed, ...recorded, 'ALERTS']);
}

const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
]);

/** The series names in a PromQL expression: identifiers that are not functions, labels or keywords. */
function seriesIn(expr) {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // strings
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '') // label lists
    .replace(/\[[^\]]*\]/g, '') // ranges
    .replace(/\$\w+/g, ''); // dashboard variables
  return [...bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*(?!\s*\(|[A-Za-z0-9_:])/g)]
    .map(([name]) => name)
    .filter((name) => !KEYWORDS.has(name) && !/^\d/.test(name));
}

const panels = dashboard.panels.filter((p) => p.type !== 'row');
const queries = [
  ...panels.flatMap((p) => p.targets.map((t) => ({ where: p.title, expr: t.expr }))),
  ...dashboard.annotations.list.map((a) => ({ where: `annotation ${a.name}`, expr: a.expr })),
  ...dashboard.templating.list.map((v) => ({
    where: `variable ${v.name}`,
    expr: /^label_values\(([^,]+),/.exec(v.query.query)[1],
  })),
];

describe('ops/grafana dashboards', () => {
  it('are valid JSON, each with its own uid', () => {
    const uids = dashboardFiles.map(
      (f) => JSON.parse(readFileSync(path.join(GRAFANA, 'dashboards', f), 'utf8')).uid,
    );
    expect(new Set(uids).size).toBe(dashboardFiles.length);
    expect(dashboard.uid).toBe('portal-releases');
  });

  it('query the provisioned Prometheus data source, by its uid', () => {
    expect(datasource).toMatchObject({ type: 'prometheus', url: 'http://prometheus:9090' });
    const refs = [
      ...panels.flatMap((p) => [p.datasource, ...p.targets.map((t) => t.datasource)]),
      ...dashboard.annotations.list.map((a) => a.datasource),
      ...dashboard.templating.list.map((v) => v.datasource),
    ];
    for (const ref of refs) expect(ref).toEqual({ type: 'prometheus', uid: datasource.uid });
  });

  it('name only series the receiver exposes, the rules record, or Prometheus keeps', async () => {
    const known = await knownSeries();
    for (const { where, expr } of queries) {
      const names = seriesIn(expr);
      expect([where, names.length > 0]).toEqual([where, true]);
      for (const name of names) expect([where, name, known.has(name)]).toEqual([where, name, true]);
    }
  });

  it('tells a made-up series from a real one (the check above can fail)', async () => {
    const known = await knownSeries();
    expect(
      seriesIn('sum by (area) (rate(portal_page_view_total{area="x"}[5m])) / on (area) foo:bar'),
    ).toEqual(['portal_page_view_total', 'foo:bar']);
    expect(known.has('portal_page_view_total')).toBe(false);
    expect(known.has('portal_page_views_total')).toBe(true);
  });

  it('has the panels on-call reads: error ratio, load failures, p75 LCP and INP per area and version', () => {
    const byArea = (recording) =>
      panels.find((p) =>
        p.targets.some(
          (t) =>
            t.expr.startsWith(`area_version_variant:${recording}`) &&
            t.legendFormat.includes('{{version}}'),
        ),
      );
    expect(byArea('portal_client_errors_per_page_view:ratio_rate5m')).toBeDefined();
    expect(byArea('portal_area_load_failures_per_load:ratio_rate5m')).toBeDefined();
    expect(byArea('portal_web_vital_lcp_seconds:p75_rate5m')).toBeDefined();
    expect(byArea('portal_web_vital_inp_seconds:p75_rate5m')).toBeDefined();
  });

  it('compares canary with stable per area, and leaves override sessions out of the per-release panels', () => {
    const canary = panels.filter((p) => /canary against stable/i.test(p.title));
    expect(canary.length).toBeGreaterThan(0);
    for (const panel of canary)
      for (const { expr, legendFormat } of panel.targets) {
        expect(expr).toContain('variant=~"canary|stable"');
        expect(legendFormat).toContain('{{variant}}');
      }
    for (const panel of panels.filter((p) => /by area and version/.test(p.title)))
      for (const { expr } of panel.targets) expect(expr).toContain('variant!="override"');
  });
});

describe('ops/grafana provisioning', () => {
  it('loads the dashboards from the folder docker-compose.yml mounts', () => {
    const [provider] = parse(
      readFileSync(path.join(GRAFANA, 'provisioning/dashboards/portal.yml'), 'utf8'),
    ).providers;
    expect(provider).toMatchObject({ type: 'file', options: { path: '/etc/grafana/dashboards' } });
    const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
      merge: true,
    });
    expect(compose.services.grafana.volumes).toContain(
      './ops/grafana/dashboards:/etc/grafana/dashboards:ro',
    );
  });
});
