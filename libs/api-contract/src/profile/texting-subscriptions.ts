// The texting provider's subscriptions per phone (spec 1 §7, Solutions By Text).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { WireFlag, WireText } from '../wire-values.ts';

export const SubscriptionOptionSchema = /*#__PURE__*/ (() =>
  v.object({
    BrandingId: v.number(),
    BrandingName: WireText,
    OptInMarketing: WireFlag,
    OptInAccount: WireFlag,
  }))();

export const getSubscriptionInfo = /*#__PURE__*/ (() =>
  endpoint({
    name: 'profile.getSubscriptionInfo',
    method: 'POST',
    path: 'SolutionsByText/GetSubscriptionInfo',
    request: v.object({ PhoneNumber: v.string() }),
    response: envelope({
      SubscriptionInfo: v.nullish(
        v.object({ Options: v.nullish(v.array(SubscriptionOptionSchema)) }),
      ),
    }),
    errors: ['Invalid'],
  }))();

export const modifySubscriptions = /*#__PURE__*/ (() =>
  endpoint({
    name: 'profile.modifySubscriptions',
    method: 'POST',
    path: 'SolutionsByText/ModifySubscriptions',
    // Only the changed options; a flag the borrower did not change travels as null.
    request: v.object({
      PhoneNumber: v.string(),
      Options: v.array(
        v.object({
          BrandingId: v.number(),
          OptInMarketing: v.nullable(v.boolean()),
          OptInAccount: v.nullable(v.boolean()),
        }),
      ),
    }),
    // Each refused option comes back as an Errors entry whose ErrorMessage is JSON text of
    // { BrandingId, OptInMarketing, OptInAccount }: the state the provider kept.
    response: envelope({}),
    errors: ['Invalid'],
  }))();
