// Payment info, payoff quote, third-party fee, routing lookup and the ACH draft agreement.
import {
  prepareAchDraftAgreementPreview as prepareEndpoint,
  renderAchDraftAgreementPreview as renderEndpoint,
} from '@portal/api-contract/payments/draft-agreement';
import {
  getPaymentInfo as infoEndpoint,
  getPayOffQuote as payoffEndpoint,
  getThirdPartyFee as feeEndpoint,
} from '@portal/api-contract/payments/payment-information';
import { achRoutingData as routingEndpoint } from '@portal/api-contract/payments/payment-methods';
import { submitWalletPayment as walletEndpoint } from '@portal/api-contract/payments/submit-payment';
import * as v from 'valibot';
import { invalid, unauthorized } from '../http/http-error.ts';
import { refusal, type HtmlReply } from '../http/reply.ts';
import { escapeHtml } from '../http/escape-html.ts';
import {
  answer,
  publicCall,
  SUCCESS,
  userCall,
  type ContractInput,
  type ContractReply,
  type PublicCallContext,
  type UserCallContext,
} from '../http/contract-route.ts';
import { scopedAccountNumber, type RouteDefinition } from '../http/route-definition.ts';
import { hostileMarkup } from '../store/hostile-markup.ts';
import { findOwnAccount } from '../store/accounts.ts';
import { execute, integer, readRow } from '../store/database.ts';
import { instant } from '../time/dates.ts';
import { money } from '../http/money.ts';
import { hasValidAbaCheckDigit } from '@portal/field-rules/routing-number';
import { findBank } from './banks.ts';
import { buildPaymentInfo } from './payment-info-view.ts';
import { mintPurposeToken, redeemPurposeToken } from '../auth/purpose-tokens.ts';
import { accountFlags, newPassableToken } from './payment-store.ts';
import {
  chargedFeesCents,
  FEE_CHANGED,
  parseWireDay,
  payoffQuote,
  startOfDay,
  thirdPartyFee,
} from './payment-rules.ts';
import { wireCents } from './cents.ts';
import { EXAMPLE_IDEMPOTENCY, idempotent } from './idempotency.ts';
import { flagOf, optionsOf } from './settings.ts';

const AREA = 'payments';

function ownAccount(ctx: UserCallContext) {
  const number = scopedAccountNumber(ctx);
  const account = findOwnAccount(ctx.services.db, ctx.user.id, number);
  if (!account) throw new Error(`account ${number} vanished`);
  return account;
}

function getPaymentInfo(ctx: UserCallContext): ContractReply<typeof infoEndpoint> {
  const account = ownAccount(ctx);
  const flags = accountFlags(ctx.services.db, account.number);
  if (flags.info_error) return refusal(flags.info_error);
  if (account.type === 9 && account.balance <= 0) return refusal('NoPaymentNeeded');
  return answer(infoEndpoint, buildPaymentInfo(ctx.services.db, account, ctx.user.id, ctx.now));
}

function getPayOffQuote(
  ctx: UserCallContext,
  request: ContractInput<typeof payoffEndpoint>,
): ContractReply<typeof payoffEndpoint> {
  const account = ownAccount(ctx);
  const day = parseWireDay(request.PayOffDate);
  if (!day || day.getTime() < startOfDay(ctx.now).getTime()) return refusal('InvalidPayOffDate');
  return answer(payoffEndpoint, {
    ...SUCCESS,
    PayOffQuoteAmount: payoffQuote(account, ctx.now, day),
  });
}

function getThirdPartyFee(
  ctx: UserCallContext,
  request: ContractInput<typeof feeEndpoint>,
): ContractReply<typeof feeEndpoint> {
  ownAccount(ctx);
  const amount = thirdPartyFee({
    isAch: request.IsAch,
    isCredit: request.IsCreditCard,
    isDebit: request.IsDebitCard,
  });
  return answer(feeEndpoint, { ...SUCCESS, ThirdPartyFeeAmount: amount });
}

function achRoutingData(
  _ctx: UserCallContext,
  { routingNumber }: ContractInput<typeof routingEndpoint>,
): ContractReply<typeof routingEndpoint> {
  if (!/^\d{9}$/.test(routingNumber)) throw invalid();
  const bank = hasValidAbaCheckDigit(routingNumber) ? findBank(routingNumber) : undefined;
  // The bank lookup answers without the envelope (spec 2 §3 "Bank lookup response").
  return answer(routingEndpoint, {
    Name: bank?.Name ?? '',
    Address: bank?.Address ?? '',
    City: bank?.City ?? '',
    State: bank?.State ?? '',
    Zip: bank?.Zip ?? '',
    RoutingNumber: routingNumber,
    BankExists: bank !== undefined,
  });
}

function prepareDraftAgreement(
  ctx: UserCallContext,
  request: ContractInput<typeof prepareEndpoint>,
): ContractReply<typeof prepareEndpoint> {
  const account = ownAccount(ctx);
  const amount = money(request.Amount);
  // The preview opens in a new window, so its URL carries this token: one purpose, a few
  // minutes, one use, and it dies with the session (never the session token itself).
  const token = mintPurposeToken(
    ctx.services.db,
    { userId: ctx.user.id, sessionToken: ctx.token, purpose: 'ach-draft-preview' },
    ctx.now,
  );
  execute(
    ctx.services.db,
    'INSERT INTO payments_draft_agreements (token, user_id, account_number, amount, viewed, created_at) VALUES (?, ?, ?, ?, 0, ?)',
    token,
    ctx.user.id,
    account.number,
    amount,
    instant(ctx.now),
  );
  return answer(prepareEndpoint, { ...SUCCESS, PassableToken: token });
}

/**
 * The agreement preview, opened by the portal in a new window (spec 2 §7 "opened in a new
 * window"). A new window cannot send the user token, so the passable token from the prepare call
 * is the credential: unknown or expired tokens are 401. The page is plain HTML under a CSP that
 * allows no script at all; names and numbers are escaped.
 */
function renderDraftAgreement(
  ctx: PublicCallContext,
  { token }: ContractInput<typeof renderEndpoint>,
): HtmlReply {
  // Used up here: a second open, a stale token or one whose session ended is 401.
  if (!redeemPurposeToken(ctx.services.db, token, 'ach-draft-preview', ctx.now))
    throw unauthorized();
  const row = readRow(
    ctx.services.db,
    v.object({
      account_number: v.string(),
      amount: v.number(),
      user_id: integer,
      created_at: v.string(),
    }),
    'SELECT account_number, amount, user_id, created_at FROM payments_draft_agreements WHERE token = ?',
    token,
  );
  if (!row) throw unauthorized();
  const user = readRow(
    ctx.services.db,
    v.object({ personal_name: v.string() }),
    'SELECT personal_name FROM users WHERE id = ?',
    row.user_id,
  );
  execute(
    ctx.services.db,
    'UPDATE payments_draft_agreements SET viewed = 1 WHERE token = ?',
    token,
  );
  return {
    status: 200,
    body: undefined,
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<title>ACH Draft Authorization</title></head><body><h1>ACH Draft Authorization</h1>` +
      `<p>I, ${escapeHtml(user?.personal_name ?? '')}, authorize ` +
      `Lakeside Loan Servicing to draft my bank account for recurring payments of ` +
      `$${row.amount.toFixed(2)} on loan ${escapeHtml(row.account_number)} until I cancel ` +
      `this authorization on the payment page.</p>` +
      hostileMarkup(ctx.services.db) +
      `</body></html>`,
  };
}

function submitWalletPayment(
  ctx: UserCallContext,
  request: ContractInput<typeof walletEndpoint>,
): ContractReply<typeof walletEndpoint> {
  const account = ownAccount(ctx);
  const wallet = request.WalletTypePayment;
  if (!['GooglePay', 'ApplePay', 'Venmo', 'PayPal'].includes(wallet)) return refusal('InvalidData');
  const amountCents = wireCents(request.AmountPaid);
  if (amountCents === null || amountCents < 1) return refusal('AmountLessThanMinimum');
  // The back end's own fee for the wallet; a payment confirmed with other fees is refused.
  const fees = chargedFeesCents({
    kind: 'immediate',
    method: wallet === 'Venmo' || wallet === 'PayPal' ? 'wallet-without-fee' : 'wallet',
    thirdPartyFeesOn: flagOf(optionsOf(ctx.services.db), 'Payments.ThirdPartyFees'),
  });
  if (wireCents(request.Fees) !== fees.firstParty + fees.thirdParty) return refusal(FEE_CHANGED);
  const token = newPassableToken().slice(0, 16);
  return answer(walletEndpoint, {
    ...SUCCESS,
    CheckoutUrl: `https://wallet.example.com/checkout/${wallet.toLowerCase()}/${token}`,
    LoanAccount: account.number,
  });
}

export const paymentInfoRoutes: readonly RouteDefinition[] = [
  userCall(infoEndpoint, { area: AREA, accountField: 'accountNumber', handle: getPaymentInfo }),
  userCall(payoffEndpoint, { area: AREA, accountField: 'AccountNumber', handle: getPayOffQuote }),
  userCall(feeEndpoint, { area: AREA, accountField: 'LoanNumber', handle: getThirdPartyFee }),
  userCall(routingEndpoint, { area: AREA, handle: achRoutingData }),
  userCall(prepareEndpoint, {
    area: AREA,
    accountField: 'LoanAccountNumber',
    handle: prepareDraftAgreement,
  }),
  publicCall(renderEndpoint, { area: AREA, handle: renderDraftAgreement }),
  userCall(walletEndpoint, {
    area: AREA,
    accountField: 'LoanAccountNumber',
    exampleHeaders: EXAMPLE_IDEMPOTENCY,
    handle: idempotent(walletEndpoint, submitWalletPayment),
  }),
];
