// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./texting-subscriptions.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { getSubscriptionInfo, modifySubscriptions } from './texting-subscriptions.ts';

export const textingSubscriptionsReferences = [
  reference(getSubscriptionInfo, {
    spec: 'spec 1 §7, §8',
    summary: "The texting subscriptions of one of the borrower's phones, per branding.",
    example: { PhoneNumber: '6165550142' },
  }),
  reference(modifySubscriptions, {
    spec: 'spec 1 §4, §7, §8',
    summary: "Changes the texting subscriptions of one of the borrower's phones.",
    example: {
      PhoneNumber: '6165550142',
      Options: [{ BrandingId: 1, OptInMarketing: null, OptInAccount: true }],
    },
  }),
];
