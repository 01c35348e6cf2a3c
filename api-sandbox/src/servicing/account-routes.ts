import { ok } from '../http/reply.ts';
import { findOwnAccount, listAccountsOfUser } from '../store/accounts.ts';
import {
  findDefaultPaymentMethod,
  findRecurringPayment,
  listScheduledPayments,
} from '../payments/payment-rows.ts';
import { buildAccountDetails } from './account-details-view.ts';
import { toAccount } from './account-view.ts';
import { hiddenAccountNumbers } from './servicing-store.ts';
import { servicingDetails } from './account-details-extras.ts';
import {
  scopedAccountNumber,
  userRoute,
  type RouteDefinition,
  type SignedInContext,
} from '../http/route-definition.ts';

function accountList({ services, user }: SignedInContext) {
  // An account the borrower hid from the web (POST /api/Account/ShowHideAccount) is left out.
  const hidden = hiddenAccountNumbers(services.db);
  return ok({
    Accounts: listAccountsOfUser(services.db, user.id)
      .filter((account) => !hidden.has(account.number))
      .map(toAccount),
    HasNoErrors: true,
    Errors: [],
  });
}

function accountDetails(ctx: SignedInContext) {
  const { db } = ctx.services;
  const number = scopedAccountNumber(ctx);
  // Ownership was proven before the handler ran; findOwnAccount checks it again on the way out.
  const account = findOwnAccount(db, ctx.user.id, number);
  if (!account) throw new Error(`account ${number} vanished`);
  return ok(
    buildAccountDetails({
      account,
      owner: ctx.user,
      recurringPayment: findRecurringPayment(db, number),
      defaultPaymentMethod: findDefaultPaymentMethod(db, ctx.user.id),
      scheduledPayments: listScheduledPayments(db, number),
      now: ctx.now,
      servicing: servicingDetails(db, number),
    }),
  );
}

export const accountRoutes: RouteDefinition[] = [
  userRoute({ area: 'accounts', method: 'GET', path: '/api/accountList', handle: accountList }),
  userRoute({
    area: 'accounts',
    method: 'GET',
    path: '/api/AccountDetails',
    accountNumber: { in: 'query', name: 'accountNumber' },
    handle: accountDetails,
  }),
];
