// POST /api/AgreementLogging (spec 2 §7): records the agreement status of an e-statement change
// ("enabling or disabling saves statements and records agreement status", spec 3 §4).
import { logAgreements as agreementLogging } from '@portal/api-contract/payments/agreement-logging';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export async function logEStatementAgreements(
  api: KyInstance,
  hostNumbers: readonly number[],
  userName: string,
  turnEStatementsOn: boolean,
): Promise<ApiResult<void>> {
  const answer = await call(api, agreementLogging, {
    Agreements: [...hostNumbers],
    UserName: userName,
    TurnEStatementsOn: turnEStatementsOn,
    UnRestrictEmail: false,
  });
  return mapResult(answer, () => undefined);
}
