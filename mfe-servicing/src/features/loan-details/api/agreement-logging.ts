// POST /api/AgreementLogging (spec 2 §7): records the agreement status of an e-statement change
// ("enabling or disabling saves statements and records agreement status", spec 3 §4).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const ResultSchema = v.object({
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: v.nullish(v.array(v.object({ ErrorMessage: v.string() })), []),
});

/** True when the records were accepted. */
export async function logEStatementAgreements(
  api: KyInstance,
  hostNumbers: readonly number[],
  userName: string,
  turnEStatementsOn: boolean,
): Promise<boolean> {
  const body = await api
    .post('AgreementLogging', {
      json: {
        Agreements: hostNumbers,
        UserName: userName,
        TurnEStatementsOn: turnEStatementsOn,
        UnRestrictEmail: false,
      },
    })
    .json();
  const result = parseWire(ResultSchema, body, 'AgreementLogging');
  return result.HasNoErrors && result.Errors.length === 0;
}
