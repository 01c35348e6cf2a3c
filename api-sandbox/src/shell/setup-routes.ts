import { businessDate, maintenanceMode } from '@portal/api-contract/identity/portal-checks';
import { applicationOptions, institutionOptions } from '@portal/api-contract/shell/start-up';
import { answer, publicCall, SUCCESS } from '../http/contract-route.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import { loadSettings } from '../settings/active-settings.ts';
import { buildApplicationOptions } from '../settings/application-options.ts';
import { INSTITUTION_OPTIONS } from '../settings/institution-options.ts';
import { BUSINESS_TIME_ZONE, calendarDate } from '../time/dates.ts';

export const setupRoutes: RouteDefinition[] = [
  publicCall(applicationOptions, {
    area: 'setup',
    handle: ({ services }) =>
      answer(applicationOptions, buildApplicationOptions(loadSettings(services.db))),
  }),
  publicCall(institutionOptions, {
    area: 'setup',
    handle: () => answer(institutionOptions, INSTITUTION_OPTIONS),
  }),
  publicCall(maintenanceMode, {
    area: 'setup',
    handle: ({ services }) =>
      answer(maintenanceMode, { isEnabled: loadSettings(services.db).maintenanceMode }),
  }),
  // "Today" for every date rule is the institution's business day, never the browser's (a path
  // we chose: the spec leaves the business date to the payment-info response).
  publicCall(businessDate, {
    area: 'setup',
    handle: ({ now }) =>
      answer(businessDate, {
        ...SUCCESS,
        BusinessDate: calendarDate(now),
        TimeZone: BUSINESS_TIME_ZONE,
      }),
  }),
];
