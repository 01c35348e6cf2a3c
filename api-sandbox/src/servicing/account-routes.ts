// The borrower's accounts (spec 2 §7, spec 3 §3): the list every area reads and one account's
// details, declared from their contract endpoints.
import { accountList as accountListEndpoint } from '@portal/api-contract/payments/account-list';
import { accountDetails as accountDetailsEndpoint } from '@portal/api-contract/servicing/account-details';
import { answer, SUCCESS, userCall, type UserCallContext } from '../http/contract-route.ts';
import { scopedAccountNumber, type RouteDefinition } from '../http/route-definition.ts';
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

function accountList({ services, user }: UserCallContext) {
  // An account the borrower hid from the web (POST /api/Account/ShowHideAccount) is left out.
  const hidden = hiddenAccountNumbers(services.db);
  return answer(accountListEndpoint, {
    ...SUCCESS,
    Accounts: listAccountsOfUser(services.db, user.id)
      .filter((account) => !hidden.has(account.number))
      .map(toAccount),
  });
}

function accountDetails(ctx: UserCallContext) {
  const { db } = ctx.services;
  const number = scopedAccountNumber(ctx);
  // Ownership was proven before the handler ran; findOwnAccount checks it again on the way out.
  const account = findOwnAccount(db, ctx.user.id, number);
  if (!account) throw new Error(`account ${number} vanished`);
  return answer(
    accountDetailsEndpoint,
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
  userCall(accountListEndpoint, { area: 'accounts', handle: accountList }),
  userCall(accountDetailsEndpoint, {
    area: 'accounts',
    accountField: 'accountNumber',
    handle: accountDetails,
  }),
];
