// AchDraftAgreement (spec 2 §3 "ACH draft agreement preview input", §7): a recurring ACH payment's
// draft authorization, prepared by the page and rendered by the server in a new window.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { AchDataSchema } from './payment-methods.ts';
import { WireDollars, WireText } from '../wire-values.ts';

export const prepareAchDraftAgreementPreview = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.prepareAchDraftAgreementPreview',
    method: 'POST',
    path: 'AchDraftAgreement/PrepareAchDraftAgreementPreview',
    request: v.object({
      LoanAccountNumber: v.string(),
      AchInfo: v.partial(AchDataSchema),
      Amount: WireDollars,
      AdditionalPrincipal: WireDollars,
      LocalTimeOffset: v.number(),
      daysBeforeDue: v.number(),
    }),
    response: envelope({ PassableToken: WireText }),
    errors: [],
  }))();

/**
 * Opened in a new window, which cannot send the session token: the passable token of the prepare
 * call is the credential, used once. An HTML page without script.
 */
export const renderAchDraftAgreementPreview = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.renderAchDraftAgreementPreview',
    method: 'GET',
    path: 'AchDraftAgreement/RenderACHDraftAgreementPreview',
    request: v.object({ token: v.string() }),
    responseKind: 'document',
    response: v.instance(Blob),
    errors: ['Unauthorized'],
  }))();
