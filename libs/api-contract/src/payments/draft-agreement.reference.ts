// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./draft-agreement.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import {
  prepareAchDraftAgreementPreview,
  renderAchDraftAgreementPreview,
} from './draft-agreement.ts';

export const draftAgreementReferences = [
  reference(prepareAchDraftAgreementPreview, {
    spec: 'spec 2 §4 ACH agreement, §7',
    summary: 'Prepares the draft agreement; its PassableToken opens the rendered preview.',
    example: {
      LoanAccountNumber: '00011002347',
      AchInfo: { ProfileId: 'PM-100001', AccountType: 'Checking' },
      Amount: 389.17,
      AdditionalPrincipal: 0,
      LocalTimeOffset: 0,
      daysBeforeDue: 0,
    },
  }),
  reference(renderAchDraftAgreementPreview, {
    spec: 'spec 2 §7',
    summary: 'The rendered draft agreement (HTML), opened by the browser in a new window.',
  }),
];
