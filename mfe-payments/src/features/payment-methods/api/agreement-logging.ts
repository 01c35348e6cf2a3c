// The borrower's agreement records (GET, path chosen by us) and POST /api/AgreementLogging (spec 2 §7).
import {
  agreementRecords,
  logAgreements as logAgreementsCall,
} from '@portal/api-contract/payments/agreement-logging';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { DateTime } from 'luxon';

/** The days the borrower agreed to something. */
export async function fetchAgreedDates(api: KyInstance): Promise<ApiResult<DateTime[]>> {
  return mapResult(await call(api, agreementRecords, {}), (body) =>
    (body.Agreements ?? [])
      .map((record) => DateTime.fromISO(record.DateOfAgreement ?? ''))
      .filter((date) => date.isValid),
  );
}

/** Records the acceptance of the agreements with these host numbers. */
export async function logAgreements(
  api: KyInstance,
  hostNumbers: readonly number[],
  userName: string,
): Promise<ApiResult<null>> {
  const result = await call(api, logAgreementsCall, {
    Agreements: [...hostNumbers],
    UserName: userName,
    TurnEStatementsOn: false,
    UnRestrictEmail: false,
  });
  return mapResult(result, () => null);
}
