// The agreement log service's "record acceptance" call (path not shown in the spec; chosen:
// POST /api/AgreementLog/RecordAgreements, listed in the sandbox README).
import { WireEnvelopeSchema } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import {
  AGREEMENT_WHEN,
  type Agreement,
  type AgreementWhen,
} from '@portal/agreements/agreement-setup';
import type { KyInstance } from 'ky';
import { withUserToken } from '../../../lib/portal-api';

export async function recordAgreements(
  api: KyInstance,
  agreements: readonly Agreement[],
  when: AgreementWhen,
  userToken: string,
): Promise<boolean> {
  const records = agreements.map((agreement) => ({
    NameOfTerms: agreement.name,
    AgreementType: agreement.hostNumber,
    WhenToAgree: AGREEMENT_WHEN[when],
    DateOfTerms: `${agreement.effectiveDate}T00:00:00`,
    // No DateOfAgreement: the service stamps the record with its own clock, so the browser's
    // clock (maybe wrong, maybe in another zone) never dates an agreement.
  }));
  const body: unknown = await api
    .post('AgreementLog/RecordAgreements', {
      json: { Agreements: records },
      ...withUserToken(userToken),
    })
    .json();
  return parseWire(WireEnvelopeSchema, body, 'AgreementLog/RecordAgreements').HasNoErrors === true;
}
