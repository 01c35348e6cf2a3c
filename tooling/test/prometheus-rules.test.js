// The rule files Prometheus loads in `pnpm start`, the journeys and docker-compose.yml, checked by
// promtool (Debian's prometheus package, installed by scripts/provision.sh): their syntax and
// naming, and what they compute and alert on, on made-up series (ops/prometheus/rules.test.yml).
import { describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { prometheusConfig, RULE_FILES } from '../../scripts/telemetry-services.mjs';
import { tempDir } from './temp-dir.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RULES_DIR = path.join(ROOT, 'ops/prometheus');
const PROMTOOL = process.env.PROMTOOL_BIN ?? 'promtool';

/** promtool, or a failure naming how to get it: these checks never skip silently. */
function promtool(args) {
  const found = spawnSync(PROMTOOL, ['--version'], { stdio: 'ignore' });
  if (found.error)
    throw new Error(`${PROMTOOL} is missing: run scripts/provision.sh (Debian: prometheus)`);
  return execFileSync(PROMTOOL, args, { cwd: RULES_DIR, encoding: 'utf8', stdio: 'pipe' });
}

/** Every recording rule and alert, from both files. */
const rules = RULE_FILES.flatMap((file) =>
  parse(readFileSync(file, 'utf8')).groups.flatMap((group) => group.rules),
);

describe('ops/prometheus rule files', () => {
  it('pass promtool check rules', () => {
    expect(promtool(['check', 'rules', ...RULE_FILES])).toMatch(/SUCCESS/);
  });

  it('compute and alert as ops/prometheus/rules.test.yml states (promtool test rules)', () => {
    expect(promtool(['test', 'rules', 'rules.test.yml'])).toMatch(/SUCCESS/);
  });

  it('name recordings level:metric:operations, over the receiver’s metrics', () => {
    const recorded = rules.filter((rule) => rule.record);
    expect(recorded.length).toBeGreaterThan(0);
    for (const { record } of recorded)
      expect(record).toMatch(/^(area_version_variant|area_variant):portal_[a-z0-9_]+:[a-z0-9_]+$/);
  });

  it('leave override sessions out of every alert on borrowers', () => {
    const alerts = rules.filter(
      (rule) => rule.alert?.startsWith('PortalClient') || rule.alert?.startsWith('PortalArea'),
    );
    expect(alerts.length).toBeGreaterThan(0);
    for (const { expr } of alerts) expect(expr).toContain('variant!="override"');
    const canary = rules.filter((rule) => rule.alert?.startsWith('PortalCanary'));
    for (const { expr } of canary) expect(expr).toContain('variant="canary"');
  });
});

describe('the generated Prometheus configuration (pnpm start, the journeys)', () => {
  it('scrapes the receiver at the interval asked and loads both rule files', () => {
    const config = prometheusConfig({ target: '127.0.0.1:8098', scrapeInterval: '2s' });
    expect(config.global).toEqual({ scrape_interval: '2s', evaluation_interval: '2s' });
    expect(config.rule_files).toEqual(RULE_FILES);
    expect(config.scrape_configs[0].static_configs).toEqual([{ targets: ['127.0.0.1:8098'] }]);
    expect(() => prometheusConfig({ target: 'x:1', scrapeInterval: 'often' })).toThrow(/duration/);
  });

  it('is a configuration promtool accepts, as is the compose one', () => {
    const file = path.join(tempDir('prometheus-config-'), 'prometheus.yml');
    writeFileSync(file, JSON.stringify(prometheusConfig({ target: '127.0.0.1:8098' })));
    expect(promtool(['check', 'config', file])).toMatch(/SUCCESS/);
    // Its rule files are the container's paths: the syntax alone here.
    const compose = path.join(RULES_DIR, 'prometheus.yml');
    expect(promtool(['check', 'config', '--syntax-only', compose])).toMatch(/SUCCESS/);
    expect(parse(readFileSync(compose, 'utf8')).rule_files.map((f) => path.basename(f))).toEqual(
      RULE_FILES.map((f) => path.basename(f)),
    );
  });
});
