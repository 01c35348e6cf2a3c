// What the confirmation page receives (spec 2 §3 Confirmation data, §2 Payment confirmation).
// It travels in the router's history state, so it is parsed like wire data; it never holds a
// card or account number, only last-four labels.
import * as v from 'valibot';

/** Whole cents: history state is read like wire data, so a fraction is refused. */
const cents = v.pipe(v.number(), v.integer());

export const ConfirmationSchema = v.object({
  referenceNumber: v.string(),
  kind: v.picklist(['immediate', 'scheduled', 'recurring']),
  loan: v.string(),
  paidFrom: v.string(),
  isCard: v.boolean(),
  frequency: v.string(),
  payDate: v.string(),
  dueDate: v.string(),
  daysPrior: v.nullable(v.number()),
  amount: cents,
  fee: cents,
  additionalPrincipal: cents,
  total: cents,
  isRecurringLOCPayingTotalDue: v.boolean(),
});

export type Confirmation = v.InferOutput<typeof ConfirmationSchema>;

export function readConfirmation(state: unknown): Confirmation | null {
  const result = v.safeParse(ConfirmationSchema, state);
  return result.success ? result.output : null;
}

/** Where the area's pages are, relative to wherever the shell (or standalone) mounted it. */
export const siblingPath = (pathname: string, page: string): string =>
  pathname.replace(/\/payment(?:Confirm)?(?:\/.*)?$/, `/${page}`);
