// GET /api/Application/GetList?numDaysToRetrieve=30 (spec 3 §7) and the details fetch
// GET /api/Application (the spec does not show its path).
import { application, applicationList } from '@portal/api-contract/servicing/applications';
import type { WireApplicationSchema } from '@portal/api-contract/servicing/applications';
import { dollarsToCents, type Cents } from '@portal/money/cents';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import type * as v from 'valibot';

/** Spec 3 §9: the application window is 30 days. */
export const APPLICATION_WINDOW_DAYS = 30;
const WINDOW = '30' as const satisfies `${typeof APPLICATION_WINDOW_DAYS}`;

export interface Application {
  number: string;
  status: string;
  amountRequested: Cents;
  amountApproved: Cents;
  lastModified: string | null;
  office: string;
  /** As sent; 0001-01-01 means not yet known (see applicationForDetails). */
  fundsExpected: string | null;
}

function toApplication(wire: v.InferOutput<typeof WireApplicationSchema>): Application {
  return {
    number: String(wire.ApplicationNumber),
    status: wire.Status ?? '',
    amountRequested: dollarsToCents(wire.AmountRequested ?? 0),
    amountApproved: dollarsToCents(wire.AmountApproved ?? 0),
    lastModified: wire.LastModified ?? null,
    office: String(wire.Office ?? ''),
    fundsExpected: wire.FundsExpected ?? null,
  };
}

export async function fetchApplicationList(api: KyInstance): Promise<ApiResult<Application[]>> {
  return mapResult(await call(api, applicationList, { numDaysToRetrieve: WINDOW }), (body) =>
    (body.Applications ?? []).map(toApplication),
  );
}

/** One application; null when the answer carries none. */
export async function fetchApplication(
  api: KyInstance,
  applicationNumber: string,
): Promise<ApiResult<Application | null>> {
  const answer = await call(api, application, { numDaysToRetrieve: WINDOW, applicationNumber });
  return mapResult(answer, (body) => (body.Application ? toApplication(body.Application) : null));
}
