// The code of every dialog the shell shows (the modal, confirm, agree-to-text, notices and the
// session timeout): no page needs it to show itself, so it loads when a dialog is first asked
// for, or on the borrower's first input (./load-dialog-views), not with the page (issue 14).
export { CurrentDialog } from './current-dialog';
export { SessionTimeoutDialog } from '../session/session-timeout-dialog';
