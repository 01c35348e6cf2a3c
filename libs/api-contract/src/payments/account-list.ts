// GET /api/accountList (spec 2 §7, entities in §3 "Account list item"): the borrower's accounts.
// The make-payment page offers the open loans; other areas read the same call.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope, NoRequestSchema } from '../envelope.ts';
import { WireMoney, WireText } from '../wire-values.ts';

export const AccountListItemSchema = /*#__PURE__*/ (() =>
  v.object({
    /** Branch, account and check digit, e.g. `00011002347`. */
    Number: v.string(),
    Description: WireText,
    /** Loan 0; deposit 1, 3, 5, 6; investment 7, 8; line of credit 9. */
    Type: v.number(),
    /** Status text: empty, NOX$ or IRSO means open. */
    Comment: WireText,
    Status: WireText,
    Balance: WireMoney,
    AvailableBalance: WireMoney,
    Rate: v.nullish(v.number()),
    LoanDueDate: WireText,
    LoanAmountDue: WireMoney,
    LoanPastDue: WireMoney,
    MonthlyInstallment: WireMoney,
    FeesDue: WireMoney,
    StatementPreference: WireText,
    NameOnAcct: WireText,
  }))();

export const accountList = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.accountList',
    method: 'GET',
    path: 'accountList',
    request: NoRequestSchema,
    response: envelope({ Accounts: v.nullish(v.array(AccountListItemSchema)) }),
    errors: [],
  }))();
