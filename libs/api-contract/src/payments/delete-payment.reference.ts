// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./delete-payment.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import {
  deleteRecurringAch,
  deleteRecurringCard,
  deleteScheduledAch,
  deleteScheduledCard,
} from './delete-payment.ts';

/** The seeded first recurring (base64url of `R:1`) and scheduled (`S:1`) payment handles. */
const EXAMPLES = {
  Recurring: { Payment: { EncryptedString: 'Ujox', LoanAccountNumber: '00011002347' } },
  Scheduled: { Payment: { EncryptedString: 'Uzox', LoanAccountNumber: '00011002355' } },
} as const;

/** What a delete call's reference says. */
const deleting = (group: keyof typeof EXAMPLES, by: string) => ({
  spec: 'spec 2 §4, §7, §8',
  summary: `Deletes a ${group.toLowerCase()} ${by} payment.`,
  example: EXAMPLES[group],
});

export const deletePaymentReferences = [
  reference(deleteRecurringAch, deleting('Recurring', 'ACH')),
  reference(deleteRecurringCard, deleting('Recurring', 'card')),
  reference(deleteScheduledAch, deleting('Scheduled', 'ACH')),
  reference(deleteScheduledCard, deleting('Scheduled', 'card')),
];
