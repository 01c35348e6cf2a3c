import { ok } from '../http/reply.ts';
import { loadSettings } from '../settings/active-settings.ts';
import { buildApplicationOptions } from '../settings/application-options.ts';
import { INSTITUTION_OPTIONS } from '../settings/institution-options.ts';
import { BUSINESS_TIME_ZONE, calendarDate } from '../time/dates.ts';
import { publicRoute, type RouteDefinition } from '../http/route-definition.ts';

export const setupRoutes: RouteDefinition[] = [
  publicRoute({
    area: 'setup',
    method: 'GET',
    path: '/api/setup/ApplicationOptions',
    handle: ({ services }) => ok(buildApplicationOptions(loadSettings(services.db))),
  }),
  publicRoute({
    area: 'setup',
    method: 'GET',
    path: '/api/Login/GetInstitutionOptions',
    handle: () => ok(INSTITUTION_OPTIONS),
  }),
  publicRoute({
    area: 'setup',
    method: 'GET',
    path: '/api/MaintenanceMode',
    handle: ({ services }) => ok({ isEnabled: loadSettings(services.db).maintenanceMode }),
  }),
  // "Today" for every date rule is the institution's business day, never the browser's (a path
  // we chose: the spec leaves the business date to the payment-info response).
  publicRoute({
    area: 'setup',
    method: 'GET',
    path: '/api/setup/BusinessDate',
    handle: ({ now }) =>
      ok({
        HasNoErrors: true,
        Errors: [],
        BusinessDate: calendarDate(now),
        TimeZone: BUSINESS_TIME_ZONE,
      }),
  }),
];
