// The borrower's agreement records (GET, path chosen by us) and POST /api/AgreementLogging (spec 2 §7).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { ErrorsSchema, firstError } from '../../../lib/wire';

const RecordsSchema = v.object({
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: ErrorsSchema,
  Agreements: v.nullish(v.array(v.object({ DateOfAgreement: v.nullish(v.string(), '') })), []),
});

/** The days the borrower agreed to something. */
export async function fetchAgreedDates(api: KyInstance): Promise<DateTime[]> {
  const body = parseWire(
    RecordsSchema,
    await api.get('AgreementLogging').json(),
    'AgreementLogging',
  );
  return body.Agreements.map((record) => DateTime.fromISO(record.DateOfAgreement)).filter(
    (date) => date.isValid,
  );
}

export async function logAgreements(
  api: KyInstance,
  hostNumbers: readonly number[],
  userName: string,
): Promise<boolean> {
  try {
    const body = parseWire(
      v.object({ HasNoErrors: v.nullish(v.boolean(), true), Errors: ErrorsSchema }),
      await api
        .post('AgreementLogging', {
          json: {
            Agreements: hostNumbers,
            UserName: userName,
            TurnEStatementsOn: false,
            UnRestrictEmail: false,
          },
        })
        .json(),
      'AgreementLogging',
    );
    return firstError(body) === undefined;
  } catch {
    return false;
  }
}
