// Deleting a recurring or scheduled payment (spec 2 §4 "Deleting recurring and scheduled
// payments", §7). The answer's Token is sent with the next delete.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { DELETE_PAYMENT_ERRORS } from './error-codes.ts';
import { WireText } from '../wire-values.ts';

const DeleteRequestSchema = v.object({
  Token: v.optional(v.string()),
  Payment: v.object({
    /** The EncryptedData of a recurring payment or the EncryptedString of a scheduled one. */
    EncryptedString: v.string(),
    LoanAccountNumber: v.string(),
  }),
});

const DeleteResponseSchema = envelope({ Token: WireText });

/** The seeded first recurring (base64url of `R:1`) and scheduled (`S:1`) payment handles. */
const EXAMPLES = {
  Recurring: { Payment: { EncryptedString: 'Ujox', LoanAccountNumber: '00011002347' } },
  Scheduled: { Payment: { EncryptedString: 'Uzox', LoanAccountNumber: '00011002355' } },
} as const;

function deleteCall(group: 'Recurring' | 'Scheduled', by: 'Ach' | 'Card') {
  return endpoint({
    name: `payments.delete${group}${by}`,
    method: 'POST',
    path: `Payment${group}/Delete${by}`,
    request: DeleteRequestSchema,
    response: DeleteResponseSchema,
    errors: DELETE_PAYMENT_ERRORS,
    spec: 'spec 2 §4, §7, §8',
    summary: `Deletes a ${group.toLowerCase()} ${by === 'Ach' ? 'ACH' : 'card'} payment.`,
    example: EXAMPLES[group],
  });
}

export const deleteRecurringAch = deleteCall('Recurring', 'Ach');
export const deleteRecurringCard = deleteCall('Recurring', 'Card');
export const deleteScheduledAch = deleteCall('Scheduled', 'Ach');
export const deleteScheduledCard = deleteCall('Scheduled', 'Card');
