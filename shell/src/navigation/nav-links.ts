// Which navigation entries a signed-in borrower sees (spec 1 §2 / spec 3 §2 Layouts): a pure
// function of the institution settings and whether the borrower has loan accounts.
import type { ShellSettings as Settings } from '../lib/shell-settings';

export type NavEntry =
  | { kind: 'link'; id: string; to: string; label: string }
  | { kind: 'action'; id: 'applyForLoan' | 'remoteLocations'; label: string };

type Flags = Pick<Settings, 'flag'>;

export interface NavContext {
  options: Flags;
  /** null while the account list is unknown (loading or failed). */
  hasLoanAccounts: boolean | null;
}

/** The make-payment entry is hidden if EZPay is disabled or the user has no loan accounts. */
export function showMakePayment({ options, hasLoanAccounts }: NavContext): boolean {
  return !options.flag('Payments.DisableEZPayOption') && hasLoanAccounts === true;
}

export function navigationEntries(context: NavContext): NavEntry[] {
  const { options } = context;
  const entries: Array<NavEntry | false> = [
    { kind: 'link', id: 'dashboard', to: '/myaccount/dashboard', label: 'Dashboard' },
    showMakePayment(context) && {
      kind: 'link',
      id: 'payment',
      to: '/myaccount/payment',
      label: 'Make Payment',
    },
    { kind: 'link', id: 'profile', to: '/myaccount/profile', label: 'Profile' },
    options.flag('Features.AchDraftAgreementRequired') && {
      kind: 'link',
      id: 'documents',
      to: '/myaccount/documents',
      label: 'Documents',
    },
    options.flag('Features.DocumentCenter') && {
      kind: 'link',
      id: 'documentCenter',
      to: '/myaccount/document-center',
      label: 'Document Center',
    },
    options.flag('Features.ForceManualContactChange') && {
      kind: 'link',
      id: 'requestChange',
      to: '/myaccount/requestChange',
      label: 'Contact Info Change',
    },
    !options.flag('Features.HideContactUs') && {
      kind: 'link',
      id: 'messages',
      to: '/myaccount/messages',
      label: 'Messages',
    },
    options.flag('Features.BranchLocator') && {
      kind: 'link',
      id: 'locations',
      to: '/myaccount/locations',
      label: 'Locations',
    },
    options.flag('Features.RemoteBranchLocator') && {
      kind: 'action',
      id: 'remoteLocations',
      label: 'Branch Locator',
    },
    options.flag('Features.Faq') && { kind: 'link', id: 'faq', to: '/myaccount/faq', label: 'FAQ' },
    options.flag('Features.LoanApplication') && {
      kind: 'action',
      id: 'applyForLoan',
      label: 'Apply For Loan',
    },
  ];
  return entries.filter((entry): entry is NavEntry => entry !== false);
}

/** The few entries of the mobile bar (the rest are in the mobile menu). */
export const MOBILE_BAR_IDS: ReadonlySet<string> = new Set(['dashboard', 'payment', 'profile']);
