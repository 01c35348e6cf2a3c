// The agreement log service's "record acceptance" call (path not shown in the spec; chosen:
// POST /api/AgreementLog/RecordAgreements, listed in the sandbox README).
import * as identity from '@portal/api-contract/identity/login-steps';
import {
  AGREEMENT_WHEN,
  type Agreement,
  type AgreementWhen,
} from '@portal/agreements/agreement-setup';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { confirmed } from '../../../lib/api/confirmed';
import { withUserToken } from '../../../lib/api/with-user-token';

export async function recordAgreements(
  api: KyInstance,
  agreements: readonly Agreement[],
  when: AgreementWhen,
  userToken: string,
): Promise<ApiResult<null>> {
  const records = agreements.map((agreement) => ({
    NameOfTerms: agreement.name,
    AgreementType: agreement.hostNumber,
    WhenToAgree: AGREEMENT_WHEN[when],
    DateOfTerms: `${agreement.effectiveDate}T00:00:00`,
    // No DateOfAgreement: the service stamps the record with its own clock, so the browser's
    // clock (maybe wrong, maybe in another zone) never dates an agreement.
  }));
  const result = await call(
    api,
    identity.recordAgreements,
    { Agreements: records },
    withUserToken(userToken),
  );
  return mapResult(confirmed(result), () => null);
}
