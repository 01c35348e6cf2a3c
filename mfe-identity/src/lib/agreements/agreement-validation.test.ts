import { describe, expect, it } from '@jest/globals';
import { parseAgreementSettings } from '@portal/agreements/agreement-setup';
import { agreementErrors } from './agreement-validation';

const { agreements } = parseAgreementSettings([
  'u1|2025-01-01|Terms of Use|login',
  'u2|2025-01-01|Privacy Policy|login',
]);

describe('agreement messages (spec 1 §5)', () => {
  it.each([
    [[], false, ['You must agree to the Terms of Use.', 'You must agree to the Privacy Policy.']],
    [[11337], false, ['You must agree to the Privacy Policy.']],
    [
      [11338],
      true,
      ['You must click on the link, read the Terms of Use, and then return and click agree.'],
    ],
    [[11337, 11338], false, []],
  ])('ticked %o (click required %p) → %o', (ticked, click, messages) => {
    expect([...agreementErrors(agreements, new Set(ticked), click).values()]).toEqual(messages);
  });
});
