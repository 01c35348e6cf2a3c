// Submitting immediate, scheduled and recurring payments by card or ACH (spec 2 §7, §8).
// A submission really changes the store: an immediate payment posts against the loan, a
// scheduled one joins the scheduled list, a recurring one becomes the loan's recurring payment.
import {
  submitImmediateAch,
  submitImmediateCard,
  submitRecurringAch,
  submitRecurringCard,
  submitScheduledAch,
  submitScheduledCard,
} from '@portal/api-contract/payments/submit-payment';
import * as v from 'valibot';
import {
  answer,
  SUCCESS,
  userCall,
  type ContractInput,
  type ContractReply,
  type UserCallContext,
} from '../http/contract-route.ts';
import { accountNotAuthorized, invalid } from '../http/http-error.ts';
import { refusal } from '../http/reply.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import { findOwnAccount, type AccountRow } from '../store/accounts.ts';
import { execute, inTransaction, readRow } from '../store/database.ts';
import { addDays, calendarDate, instant } from '../time/dates.ts';
import { processorRefusal } from './card-checks.ts';
import { futureNonPaymentDays } from './holidays.ts';
import { achRefusal, cardRefusal, readAch, readCard } from './method-checks.ts';
import {
  accountFlags,
  findMethodByProfile,
  newReferenceNumber,
  recurringOf,
  scheduledOf,
  type SavedMethod,
} from './payment-store.ts';
import { wireCents, wireDollars } from './cents.ts';
import { EXAMPLE_IDEMPOTENCY, idempotent } from './idempotency.ts';
import {
  chargedFeesCents,
  DAYS_IN_PERIOD,
  FEE_CHANGED,
  parseWireDay,
  payoffAmount,
  payoffQuote,
  RECURRING_MAX_DAYS_AHEAD,
  type PaymentKind,
  startOfDay,
} from './payment-rules.ts';
import { restrictionRefusal } from './restrictions.ts';
import { flagOf, optionsOf } from './settings.ts';

type Kind = PaymentKind;

/** Every submission, as the contract parses it; the recurring calls add their details. */
type SubmitInput = ContractInput<typeof submitImmediateAch> &
  Partial<
    Pick<ContractInput<typeof submitRecurringAch>, 'RecurringDetails' | 'AchDraftAgreementToken'>
  >;
type SubmitReply = ContractReply<typeof submitImmediateAch>;

/** The six submit calls answer alike: the payment's reference number. */
const accepted = (reference: string): SubmitReply =>
  answer(submitImmediateAch, { ...SUCCESS, ReferenceNumber: reference });
type SentMethod = SubmitInput['Payment']['Method'];

/**
 * A fee as sent: the parse let it through unchecked (`ruleChecked`) so the fee rule answers for
 * it; absent or null is no fee, a fee that is not a number is malformed.
 */
function sentFeeCents(fee: unknown): number | null {
  if (fee === undefined || fee === null) return 0;
  if (typeof fee !== 'number') throw invalid();
  return wireCents(fee);
}

interface ResolvedMethod {
  saved: SavedMethod | undefined;
  isCard: boolean;
  lastFour: string;
  debitCredit: string;
}

type Resolution = { method: ResolvedMethod } | { refusal: string };

function resolveMethod(
  ctx: UserCallContext,
  sent: SentMethod,
  isCard: boolean,
  kind: Kind,
): Resolution {
  const info = isCard ? sent.CardInfo : sent.AchInfo;
  if (!info) return { refusal: 'InvalidData' };
  const profileId = info.ProfileId;
  if (profileId) {
    const saved = findMethodByProfile(ctx.services.db, ctx.user.id, profileId);
    if (!saved || (saved.is_card === 1) !== isCard) return { refusal: 'InvalidData' };
    return {
      method: {
        saved,
        isCard,
        lastFour: saved.last_four,
        debitCredit: saved.debit_credit ?? 'DebitCard',
      },
    };
  }
  // A method that is not saved can only pay at once (spec 2 §4).
  if (kind !== 'immediate')
    return { refusal: isCard ? 'OnlyImmediateNonSavedCard' : 'OnlyImmediateNonSavedMethod' };
  // `info` above is the one of these the kind of call reads, and it was sent.
  if (isCard) {
    const card = readCard(sent.CardInfo ?? {});
    const code = cardRefusal(card, ctx.now);
    if (code) return { refusal: code };
    return {
      method: {
        saved: undefined,
        isCard,
        lastFour: card.cardNumber.slice(-4),
        debitCredit: card.debitCredit,
      },
    };
  }
  const ach = readAch(sent.AchInfo ?? {});
  const code = achRefusal(ach);
  if (code) return { refusal: code };
  return {
    method: { saved: undefined, isCard, lastFour: ach.accountNumber.slice(-4), debitCredit: '' },
  };
}

/**
 * A recurring payment by the due date (DaysBeforeDue, and On Due Date as 0 days) is dated by the
 * loan: its first draft is the next due date less the days, whatever that is. Only a date the
 * borrower chooses has the 31-day horizon (spec 2 §4, §9; SPEC-NOTES "On Due Date…").
 */
function dueDateRefusal(day: Date, account: AccountRow, daysBeforeDue: number): string | null {
  const due = account.loan_due_date ? parseWireDay(account.loan_due_date) : null;
  if (!due) return 'PaymentCannotBeScheduledForThatTime';
  return calendarDate(day) === calendarDate(addDays(due, -daysBeforeDue))
    ? null
    : 'PaymentCannotBeScheduledForThatTime';
}

function dateRefusal(
  ctx: UserCallContext,
  kind: Kind,
  isCard: boolean,
  day: Date,
  account: AccountRow,
  recurring: SubmitInput['RecurringDetails'],
): string | null {
  const options = optionsOf(ctx.services.db);
  const today = startOfDay(ctx.now);
  const wireDay = calendarDate(day);
  if (kind === 'immediate')
    return wireDay === calendarDate(today) ? null : 'PaymentCannotBeScheduledForThatTime';
  if (day.getTime() < today.getTime()) return 'PaymentCannotBeScheduledForThatTime';
  const byDueDate = kind === 'recurring' && recurring?.RecurringOption === 'DaysBeforeDue';
  if (byDueDate) {
    const refused = dueDateRefusal(day, account, recurring.DaysBeforeDue);
    if (refused) return refused;
  } else {
    const maxAhead = kind === 'recurring' ? RECURRING_MAX_DAYS_AHEAD : DAYS_IN_PERIOD;
    if (day.getTime() > addDays(today, maxAhead).getTime())
      return 'PaymentCannotBeScheduledForThatTime';
  }
  if (kind === 'scheduled' && wireDay === calendarDate(today))
    return 'PaymentCannotBeScheduledForThatTime';
  if (futureNonPaymentDays(ctx.now).includes(wireDay)) return 'CannotPayOnHoliday';
  const weekday = day.getUTCDay();
  if (!isCard) {
    if (weekday === 6 && !flagOf(options, 'Payments.AchSaturdayAllowed'))
      return 'CannotPayOnWeekend';
    if (weekday === 0 && !flagOf(options, 'Payments.AchSundayAllowed')) return 'CannotPayOnWeekend';
  }
  if (kind === 'scheduled') {
    const quota = Math.max(1, Number(options['Payments.MaxScheduledPayments']) || 1);
    if (scheduledOf(ctx.services.db, account.number).length >= quota)
      return 'MaximumScheduledPaymentsReached';
  }
  return null;
}

function submit(kind: Kind, isCard: boolean) {
  return (ctx: UserCallContext, input: SubmitInput): SubmitReply => {
    const { db } = ctx.services;
    const { Payment: payment } = input;
    const { Details: details } = payment;
    // The loan is named inside the payment, so the route is not declared account-scoped.
    const account = findOwnAccount(db, ctx.user.id, details.LoanAccountNumber);
    if (!account) throw accountNotAuthorized();
    const sentAmount = details.PaymentAmount;
    const sentAdditional = details.AdditionalPrincipalAmount ?? 0;
    const isPayoff = payment.IsPayoff ?? false;
    const day = parseWireDay(details.PaymentDate);
    if (!day) return refusal('InvalidData', { ReferenceNumber: null });
    const options = optionsOf(db);

    const resolved = resolveMethod(ctx, payment.Method, isCard, kind);
    if ('refusal' in resolved) return refusal(resolved.refusal, { ReferenceNumber: null });
    const { method } = resolved;
    if (isCard && method.debitCredit === 'CreditCard' && flagOf(options, 'Payments.DebitOnly'))
      return refusal('CreditCardsNotAccepted', { ReferenceNumber: null });

    if (sentAmount < 0) return refusal('AmountLessThanMinimum', { ReferenceNumber: null });
    const amountCents = wireCents(sentAmount);
    const additionalCents = wireCents(sentAdditional);
    if (amountCents === null || additionalCents === null)
      return refusal('InvalidData', { ReferenceNumber: null });
    // The back end charges its own fees; the borrower confirmed the fees the page showed, so a
    // payment whose fees disagree is refused rather than charged differently (README).
    const fees = chargedFeesCents({
      kind,
      method: isCard ? (method.debitCredit === 'CreditCard' ? 'credit' : 'debit') : 'ach',
      thirdPartyFeesOn: flagOf(options, 'Payments.ThirdPartyFees'),
    });
    if (
      sentFeeCents(details.FirstPartyFee) !== fees.firstParty ||
      sentFeeCents(details.ThirdPartyFee) !== fees.thirdParty
    )
      return refusal(FEE_CHANGED, { ReferenceNumber: null });
    const amount = wireDollars(amountCents);
    const additional = wireDollars(additionalCents);

    const restricted = restrictionRefusal(
      accountFlags(db, account.number).restriction_code,
      kind,
      isCard,
    );
    if (restricted) return refusal(restricted, { ReferenceNumber: null });

    const dateCode = dateRefusal(ctx, kind, isCard, day, account, input.RecurringDetails);
    if (dateCode) return refusal(dateCode, { ReferenceNumber: null });

    const lineOfCreditTotalDue = kind === 'recurring' && account.type === 9 && amountCents === 0;
    if (!lineOfCreditTotalDue && amountCents < 1)
      return refusal('AmountLessThanMinimum', { ReferenceNumber: null });
    const maximum = isPayoff ? payoffQuote(account, ctx.now, day) : payoffAmount(account);
    if (amountCents + additionalCents > Math.round(maximum * 100))
      return refusal('AmountGreaterThanMaximum', { ReferenceNumber: null });
    if (isCard && amountCents > Math.round(Number(options['Payments.CardMaximum']) * 100))
      return refusal('AmountGreaterThanMaximum', { ReferenceNumber: null });

    if (isCard) {
      const refused = processorRefusal(method.lastFour);
      if (refused) return refusal(refused, { ReferenceNumber: null });
    }

    if (kind === 'recurring') {
      if (recurringOf(db, account.number))
        return refusal('Generic - A recurring payment is already set up for this loan.', {
          ReferenceNumber: null,
        });
      // The recurring calls' schema requires the details; the one-time calls never get here.
      if (!input.RecurringDetails) throw invalid();
      const { RecurringOption: option, DaysBeforeDue: daysBeforeDue } = input.RecurringDetails;
      if (daysBeforeDue < 0 || daysBeforeDue > 9)
        return refusal('InvalidData', { ReferenceNumber: null });
      const monthDay = day.getUTCDate();
      if ((option === 'DayOfMonth' && monthDay > 30) || (option === 'SemiMonthly' && monthDay > 28))
        return refusal('PaymentCannotBeScheduledForThatTime', { ReferenceNumber: null });
      if (!isCard && flagOf(options, 'Features.AchDraftAgreementRequired')) {
        const token = input.AchDraftAgreementToken ?? '';
        const agreed = readRow(
          db,
          v.object({ token: v.string() }),
          'SELECT token FROM payments_draft_agreements WHERE token = ? AND user_id = ? AND account_number = ? AND viewed = 1',
          token,
          ctx.user.id,
          account.number,
        );
        if (!agreed) return refusal('InvalidData', { ReferenceNumber: null });
      }
      if (!method.saved) return refusal('OnlyImmediateNonSavedMethod', { ReferenceNumber: null });
      const reference = newReferenceNumber('RP');
      const savedId = method.saved.id;
      inTransaction(db, () => {
        const { lastId } = execute(
          db,
          `INSERT INTO recurring_payments (account_number, payment_method_id, amount, frequency, next_payment_date)
           VALUES (?, ?, ?, ?, ?)`,
          account.number,
          savedId,
          amount,
          option,
          calendarDate(day),
        );
        execute(
          db,
          `INSERT INTO payments_recurring_details (recurring_id, recurring_option, days_before_due, additional_principal, reference_number)
           VALUES (?, ?, ?, ?, ?)`,
          lastId,
          option,
          daysBeforeDue,
          additional,
          reference,
        );
      });
      return accepted(reference);
    }

    if (kind === 'scheduled') {
      if (!method.saved) return refusal('OnlyImmediateNonSavedMethod', { ReferenceNumber: null });
      const reference = newReferenceNumber('SP');
      execute(
        db,
        `INSERT INTO scheduled_payments (account_number, payment_method_id, payment_date, amount, status, confirmation_number)
         VALUES (?, ?, ?, ?, 'Scheduled', ?)`,
        account.number,
        method.saved.id,
        calendarDate(day),
        amount,
        reference,
      );
      return accepted(reference);
    }

    const reference = newReferenceNumber('IP');
    inTransaction(db, () => {
      execute(
        db,
        `INSERT INTO payments_posted (account_number, reference_number, payment_date, amount, fee, is_card, last_four, is_payoff, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        account.number,
        reference,
        calendarDate(day),
        amount,
        wireDollars(fees.firstParty + fees.thirdParty),
        isCard ? 1 : 0,
        method.lastFour,
        isPayoff ? 1 : 0,
        instant(ctx.now),
      );
      execute(
        db,
        `UPDATE accounts SET balance = MAX(0, ROUND(balance - ?, 2)),
           loan_amount_due = MAX(0, ROUND(loan_amount_due - ?, 2)),
           last_payment_date = ?, last_payment_amount = ? WHERE number = ?`,
        amount,
        amount,
        calendarDate(day),
        amount,
        account.number,
      );
    });
    return accepted(reference);
  };
}

const submitRoute = (
  endpoint: typeof submitImmediateAch | typeof submitRecurringAch,
  kind: Kind,
  isCard: boolean,
) =>
  userCall(endpoint, {
    area: 'payments',
    exampleHeaders: EXAMPLE_IDEMPOTENCY,
    // A fee that is not a sum of cents (null, negative, finer than a cent) gets the spec's
    // fee-changed message from the fee rule (spec 2 §9), not a shape refusal.
    ruleChecked: ['Payment.Details.FirstPartyFee', 'Payment.Details.ThirdPartyFee'],
    handle: idempotent(endpoint, submit(kind, isCard)),
  });

export const paymentSubmitRoutes: readonly RouteDefinition[] = [
  submitRoute(submitImmediateAch, 'immediate', false),
  submitRoute(submitImmediateCard, 'immediate', true),
  submitRoute(submitScheduledAch, 'scheduled', false),
  submitRoute(submitScheduledCard, 'scheduled', true),
  submitRoute(submitRecurringAch, 'recurring', false),
  submitRoute(submitRecurringCard, 'recurring', true),
];
