// The area that renders a page, by its route pattern; the shell for its own pages (status) and
// for what the route table does not know.
import {
  HOME_LAYOUT,
  HOME_ROUTES,
  MY_ACCOUNT_LAYOUT,
  MY_ACCOUNT_ROUTES,
  OPT_OUT_ROUTE,
} from '@portal/routes/route-table';
import type { TelemetryArea } from '@portal/telemetry-contract/labels';

export function areaOfRoute(route: string): TelemetryArea {
  const [layout = '', page = ''] = route.split('/');
  if (layout === OPT_OUT_ROUTE.path) return OPT_OUT_ROUTE.area;
  const table =
    layout === HOME_LAYOUT ? HOME_ROUTES : layout === MY_ACCOUNT_LAYOUT ? MY_ACCOUNT_ROUTES : [];
  return table.find((r) => r.path === page)?.area ?? 'shell';
}
