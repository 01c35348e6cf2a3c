// The canary controller (docs/decisions/011): every interval it reads the canary's and the
// stable build's figures over the last window from Prometheus, prints the decision with them,
// and aborts the canary on its own when it is worse; with autoPromote it promotes after enough
// clean checks. It changes remotes.json only through abortCanary and setLiveVersion, so each
// decision is in remotes-history.jsonl like an operator's.
import { paths, readJsonOr } from './deploy/deploy-root.mjs';
import {
  buildFigures,
  describeFigures,
  durationMs,
  judgeCanary,
  thresholdsFor,
} from '../libs/release-health/src/canary-analysis.ts';
import { abortCanary, RefusedChange } from './deploy/remotes-config.mjs';

/**
 * @returns the outcome: 'aborted', 'promoted', or 'ended' (someone else ended the canary)
 */
export async function watchCanary({
  root,
  area,
  prometheusUrl,
  window = '2m',
  interval = '15s',
  limits: overrides = {},
  autoPromote = false,
  cleanChecks = 4,
  promote,
  who = 'canary-watch',
  log = console.log,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  fetchImpl = fetch,
}) {
  const limits = thresholdsFor(area, overrides);
  const every = durationMs(interval);
  durationMs(window);
  let clean = 0;
  log(
    `watch: ${area} every ${interval} over the last ${window}; abort when worse than stable ` +
      `(errors/view +${limits.errorsPerViewMargin}, load failures/load +${limits.loadFailuresPerLoadMargin}, ` +
      `p75 INP × ${limits.inpFactor} above ${limits.inpFloorSeconds} s) after ${limits.minViews} canary views` +
      (autoPromote ? `; promote after ${cleanChecks} clean checks` : ''),
  );
  for (;;) {
    const entry = readJsonOr(paths(root).remotes, {})[area];
    if (!entry?.canary) {
      log(`watch: ${area} runs no canary now (ended elsewhere); stopping`);
      return 'ended';
    }
    const stableBuild = { area, version: entry.version, variant: 'stable' };
    const canaryBuild = { area, version: entry.canary.version, variant: 'canary' };
    let figures;
    try {
      const [stable, canary] = await Promise.all([
        buildFigures(prometheusUrl, stableBuild, window, fetchImpl),
        buildFigures(prometheusUrl, canaryBuild, window, fetchImpl),
      ]);
      figures = { window, stable, canary };
    } catch (error) {
      // No data is no verdict: the canary keeps its share until Prometheus answers again.
      log(`watch: no figures from ${prometheusUrl} (${error.message}); deciding nothing`);
      await sleep(every);
      continue;
    }
    const { verdict, reasons } = judgeCanary(figures, limits);
    const line = `${describeFigures('canary', figures.canary)} | ${describeFigures('stable', figures.stable)}`;
    if (verdict === 'fail') {
      const why = `canary worse than stable over ${window}: ${reasons.join('; ')}`;
      try {
        abortCanary({ root, area, who, why, figures });
      } catch (error) {
        if (!(error instanceof RefusedChange)) throw error;
      }
      log(`watch: ABORT ${area} ${entry.canary.version} → ${entry.version}: ${why} | ${line}`);
      return 'aborted';
    }
    clean = verdict === 'pass' ? clean + 1 : 0;
    log(
      `watch: ${verdict === 'pass' ? `clean (${clean}/${cleanChecks})` : `wait (${reasons.join('; ')})`} | ${line}`,
    );
    if (autoPromote && clean >= cleanChecks) {
      promote(entry.canary.version, `canary clean for ${clean} checks over ${window}`, figures);
      log(`watch: PROMOTE ${area} ${entry.version} → ${entry.canary.version}`);
      return 'promoted';
    }
    await sleep(every);
  }
}
