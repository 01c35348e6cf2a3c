// Web Vitals of the page (LCP, INP, CLS, TTFB) measured with the web-vitals library. It reads
// buffered performance entries, so registering once the page is idle still sees the load's.
import { onCLS, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { VITALS, type VitalName } from '@portal/telemetry-contract/labels';

type OnMetric = (report: (metric: Pick<MetricType, 'name' | 'value'>) => void) => void;

export interface VitalsLibrary {
  onLCP: OnMetric;
  onINP: OnMetric;
  onCLS: OnMetric;
  onTTFB: OnMetric;
}

const WEB_VITALS: VitalsLibrary = { onLCP, onINP, onCLS, onTTFB };

const isVital = (name: string): name is VitalName => (VITALS as readonly string[]).includes(name);

/** Calls `report` with each vital's name and value, and nothing else of the library's metric. */
export function watchVitals(
  report: (name: VitalName, value: number) => void,
  library: VitalsLibrary = WEB_VITALS,
) {
  const take = ({ name, value }: Pick<MetricType, 'name' | 'value'>) => {
    if (isVital(name) && Number.isFinite(value)) report(name, value);
  };
  library.onLCP(take);
  library.onINP(take);
  library.onCLS(take);
  library.onTTFB(take);
}
