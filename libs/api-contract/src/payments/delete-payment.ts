// Deleting a recurring or scheduled payment (spec 2 §4 "Deleting recurring and scheduled
// payments", §7). The answer's Token is sent with the next delete.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { DELETE_PAYMENT_ERRORS } from './error-codes.ts';
import { WireText } from '../wire-values.ts';

const DeleteRequestSchema = /*#__PURE__*/ (() =>
  v.object({
    Token: v.optional(v.string()),
    Payment: v.object({
      /** The EncryptedData of a recurring payment or the EncryptedString of a scheduled one. */
      EncryptedString: v.string(),
      LoanAccountNumber: v.string(),
    }),
  }))();

const DeleteResponseSchema = /*#__PURE__*/ (() => envelope({ Token: WireText }))();

function deleteCall(group: 'Recurring' | 'Scheduled', by: 'Ach' | 'Card') {
  return endpoint({
    name: `payments.delete${group}${by}`,
    method: 'POST',
    path: `Payment${group}/Delete${by}`,
    request: DeleteRequestSchema,
    response: DeleteResponseSchema,
    errors: DELETE_PAYMENT_ERRORS,
  });
}

export const deleteRecurringAch = /*#__PURE__*/ (() => deleteCall('Recurring', 'Ach'))();
export const deleteRecurringCard = /*#__PURE__*/ (() => deleteCall('Recurring', 'Card'))();
export const deleteScheduledAch = /*#__PURE__*/ (() => deleteCall('Scheduled', 'Ach'))();
export const deleteScheduledCard = /*#__PURE__*/ (() => deleteCall('Scheduled', 'Card'))();
