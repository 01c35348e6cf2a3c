// The portal's dialogs, shown by the shell for every area through one implementation.
// Areas ask; the shell (at boot) provides the accessible modals. A remote running alone,
// without the shell, falls back to the browser's own dialogs.

/** One line of what the user is about to confirm, shown above the question. */
export interface ConfirmDetail {
  label: string;
  value: string;
}

export interface ConfirmDialogRequest {
  title?: string;
  text: string;
  /** What will happen if the user says yes (e.g. a payment's loan, method, date and money). */
  details?: readonly ConfirmDetail[];
  confirmLabel?: string;
  cancelLabel?: string;
  icon?: 'checkmark' | 'money';
}

export interface AgreeDialogRequest {
  title?: string;
  /** Rich text from settings; the shell sanitises it before showing it. */
  html: string;
  okayLabel?: string;
}

/**
 * Notices the shell owns (spec 1 §2 Modals), whose targets come from the shell's settings:
 * 'applyForLoan' (Continue to Application opens the loan application in a new tab) and
 * 'remoteBranchLocator' (Branch Locator opens the institution's locator in a new tab).
 */
export type ShellNotice = 'applyForLoan' | 'remoteBranchLocator';

export interface DialogService {
  /** Resolves true when the user confirms, false when they cancel or dismiss. */
  confirm(request: ConfirmDialogRequest): Promise<boolean>;
  /**
   * Shows a text the user acknowledges with Okay. It resolves the same however it is closed
   * (Okay, Escape), so it is a notice, never a consent: an agreement is read in the area's own
   * dialog, where only its accept button accepts (spec 1 §4).
   */
  showAgreeText(request: AgreeDialogRequest): Promise<void>;
  /**
   * Shows one of the shell's notices (e.g. the dashboard's Apply for a loan button, the
   * locations page's remote locator). Resolves when it closes; true if the user went on.
   * Optional so that a shell built before it existed still satisfies the contract.
   */
  showNotice?(notice: ShellNotice): Promise<boolean>;
}

const browserDialogs: DialogService = {
  confirm: async ({ text, details = [] }) =>
    window.confirm([...details.map(({ label, value }) => `${label}: ${value}`), text].join('\n')),
  showAgreeText: async ({ html }) => window.alert(html.replace(/<[^>]*>/g, '')),
};

let provided: DialogService | null = null;

/** Called once by the shell at boot. */
export function provideDialogs(service: DialogService): void {
  provided = service;
}

export function getDialogs(): DialogService {
  return provided ?? browserDialogs;
}
