// GET /api/Application/GetList?numDaysToRetrieve=30 (spec 3 §7): applications of the last 30 days.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

/** Spec 3 §9: the application window is 30 days. */
export const APPLICATION_WINDOW_DAYS = 30;

export const ApplicationSchema = v.object({
  ApplicationNumber: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  Status: v.nullish(v.string(), ''),
  AmountRequested: v.nullish(v.number(), 0),
  AmountApproved: v.nullish(v.number(), 0),
  LastModified: v.nullish(v.string(), null),
  Office: v.nullish(v.union([v.string(), v.number()]), ''),
  FundsExpected: v.nullish(v.string(), null),
});

export type Application = v.InferOutput<typeof ApplicationSchema>;

const ErrorsSchema = v.nullish(v.array(v.object({ ErrorMessage: v.string() })), []);

const ApplicationListSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), true),
  Errors: ErrorsSchema,
  Applications: v.nullish(v.array(ApplicationSchema), []),
});

export type ApplicationList = v.InferOutput<typeof ApplicationListSchema>;

export async function fetchApplicationList(api: KyInstance): Promise<ApplicationList> {
  const body = await api
    .get('Application/GetList', { searchParams: { numDaysToRetrieve: APPLICATION_WINDOW_DAYS } })
    .json();
  return parseWire(ApplicationListSchema, body, 'Application/GetList');
}

const ApplicationDetailsSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), true),
  Errors: ErrorsSchema,
  Application: v.nullish(ApplicationSchema, null),
});

export type ApplicationDetails = v.InferOutput<typeof ApplicationDetailsSchema>;

/** GET /api/Application (the details fetch; the spec does not show its path). */
export async function fetchApplication(
  api: KyInstance,
  applicationNumber: string,
): Promise<ApplicationDetails> {
  const body = await api
    .get('Application', {
      searchParams: { numDaysToRetrieve: APPLICATION_WINDOW_DAYS, applicationNumber },
    })
    .json();
  return parseWire(ApplicationDetailsSchema, body, 'Application');
}
