// POST /api/PaymentRecurring|PaymentScheduled/DeleteAch|DeleteCard (spec 2 §7).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ErrorsSchema, firstError } from '../../../lib/wire';

const DeleteSchema = v.object({
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: ErrorsSchema,
  Token: v.nullish(v.string(), null),
});

export interface DeleteTarget {
  group: 'PaymentRecurring' | 'PaymentScheduled';
  isCard: boolean;
  encryptedString: string;
  loanAccountNumber: string;
  token: string | null;
}

/** Resolves the new token on success; throws on any failure (the caller shows the spec's message). */
export async function deletePayment(api: KyInstance, target: DeleteTarget): Promise<string | null> {
  const path = `${target.group}/${target.isCard ? 'DeleteCard' : 'DeleteAch'}`;
  const body = parseWire(
    DeleteSchema,
    await api
      .post(path, {
        json: {
          Token: target.token ?? '',
          Payment: {
            EncryptedString: target.encryptedString,
            LoanAccountNumber: target.loanAccountNumber,
          },
        },
      })
      .json(),
    path,
  );
  if (firstError(body) !== undefined) throw new Error(`${path} refused`);
  return body.Token;
}
