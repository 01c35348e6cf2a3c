import { describe, expect, it } from '@jest/globals';
import { navigationEntries, showMakePayment } from './nav-links';

const optionsWith = (on: readonly string[]) => ({ flag: (key: string) => on.includes(key) });
const defaults = ['Features.BranchLocator', 'Features.Faq'];
const ids = (on: readonly string[], hasLoanAccounts: boolean | null = true) =>
  navigationEntries({ options: optionsWith(on), hasLoanAccounts }).map((e) => e.id);

describe('navigation entries (spec 1 §2 conditional links)', () => {
  it('under the catalogue defaults shows dashboard, payment, profile, messages, locations, FAQ', () => {
    expect(ids(defaults)).toEqual([
      'dashboard',
      'payment',
      'profile',
      'messages',
      'locations',
      'faq',
    ]);
  });

  it.each([
    ['Features.LoanApplication', 'applyForLoan', 'Apply For Loan'],
    ['Features.AchDraftAgreementRequired', 'documents', 'Documents'],
    ['Features.DocumentCenter', 'documentCenter', 'Document Center'],
    ['Features.ForceManualContactChange', 'requestChange', 'Contact Info Change'],
    ['Features.RemoteBranchLocator', 'remoteLocations', 'Branch Locator'],
  ])('%s shows %s', (flag, id, label) => {
    expect(ids(defaults)).not.toContain(id);
    const entries = navigationEntries({
      options: optionsWith([...defaults, flag]),
      hasLoanAccounts: true,
    });
    expect(entries.find((e) => e.id === id)?.label).toBe(label);
  });

  it.each([
    ['Features.BranchLocator', 'locations'],
    ['Features.Faq', 'faq'],
  ])('without %s there is no %s link', (flag, id) => {
    expect(ids(defaults.filter((f) => f !== flag))).not.toContain(id);
  });

  it('hides Messages when contact-us is hidden', () => {
    expect(ids([...defaults, 'Features.HideContactUs'])).not.toContain('messages');
  });

  it('makes Apply For Loan and the remote locator actions (they open notices), not links', () => {
    const entries = navigationEntries({
      options: optionsWith(['Features.LoanApplication', 'Features.RemoteBranchLocator']),
      hasLoanAccounts: true,
    });
    expect(entries.filter((e) => e.kind === 'action').map((e) => e.id)).toEqual([
      'remoteLocations',
      'applyForLoan',
    ]);
  });
});

describe('make-payment rule', () => {
  it.each([
    [[], true, true],
    [['Payments.DisableEZPayOption'], true, false],
    [[], false, false],
    [[], null, false],
    [['Payments.DisableEZPayOption'], false, false],
  ] as const)('flags %j with loan accounts %p → shown %p', (on, hasLoanAccounts, shown) => {
    expect(showMakePayment({ options: optionsWith(on), hasLoanAccounts })).toBe(shown);
    expect(ids(on, hasLoanAccounts).includes('payment')).toBe(shown);
  });
});
