// The portal's URL map (spec 1 §2): which area renders each page, and who may see it.
// The shell owns the URL space; areas render the page and its own sub-routes below it.
import type { AreaName, AreaPage } from '@portal/shared-contracts';

export type Access = 'anyone' | 'signed-in';

export interface PageRoute<A extends AreaName = AreaName> {
  /** Path below the layout's prefix; sub-routes of the page follow it. */
  path: string;
  area: A;
  page: AreaPage<A>;
  title: string;
  /** The segments that may follow the page, `:name` for a value (`depositDetails/:accountNumber`). */
  rest?: string;
}

const route = <A extends AreaName>(
  path: string,
  area: A,
  page: AreaPage<A>,
  title: string,
  rest?: string,
): PageRoute<A> => ({
  path,
  area,
  page,
  title,
  ...(rest ? { rest } : {}),
});

/** Pages under home/ (the signed-out layout). */
export const HOME_ROUTES: readonly PageRoute[] = [
  route('login', 'identity', 'login', 'Login'),
  route('register', 'identity', 'register', 'Register'),
  route('sso', 'identity', 'sso', 'Single Sign-On'),
  route('verifyEmail', 'identity', 'verifyEmail', 'Email Verification', ':enc'),
  route(
    'forcePasswordChange',
    'identity',
    'forcePasswordChange',
    'Password Change Required',
    ':enc',
  ),
  route('recovery', 'identity', 'recovery', 'Recover Credentials'),
  route('activate', 'identity', 'activate', 'Activate Account'),
  route('locations', 'servicing', 'locations', 'Locations'),
  route('messages', 'servicing', 'messages', 'Messages'),
  route('faq', 'servicing', 'faq', 'FAQ'),
];

const PAYMENT_PAGE = 'payment';

/** Pages under myaccount/ (the signed-in layout; all need a user token). */
export const MY_ACCOUNT_ROUTES: readonly PageRoute[] = [
  route('dashboard', 'servicing', 'dashboard', 'Dashboard'),
  route('loanDetails', 'servicing', 'loanDetails', 'Loan Details', ':accountNumber'),
  route('deposits', 'servicing', 'deposits', 'Deposit Details', 'depositDetails/:accountNumber'),
  route('documents', 'servicing', 'documents', 'Documents'),
  route('document-center', 'servicing', 'documentCenter', 'Document Center'),
  route('locations', 'servicing', 'locations', 'Locations'),
  route('messages', 'servicing', 'messages', 'Messages'),
  route('faq', 'servicing', 'faq', 'FAQ'),
  route('loginHistory', 'servicing', 'loginHistory', 'Login History'),
  route(
    'applicationdetails',
    'servicing',
    'applicationDetails',
    'Application Details',
    ':applicationNumber',
  ),
  route('requestChange', 'servicing', 'requestChange', 'Contact Info Change'),
  route(PAYMENT_PAGE, 'payments', 'payment', 'Make Payment', ':accountNumber'),
  route('paymentConfirm', 'payments', 'paymentConfirm', 'Payment Confirmation'),
  route('profile', 'profile', 'profile', 'Profile'),
];

/** The top-level opt-out page (signed-out layout). */
export const OPT_OUT_ROUTE: PageRoute = route('opt-out', 'identity', 'optOut', 'Opt Out');

/** The operator's read-only status page, a top-level page no area renders. */
export const STATUS_PATH = 'status';

/** The two layouts' path segments: the signed-out pages and the signed-in ones. */
export const HOME_LAYOUT = 'home';
export const MY_ACCOUNT_LAYOUT = 'myaccount';

/** Where each layout sends a path that names no page of it. */
export const HOME_PAGE = 'login';
export const DASHBOARD_PAGE = 'dashboard';

export const HOME_PATH = `/${HOME_LAYOUT}/${HOME_PAGE}`;
export const DASHBOARD_PATH = `/${MY_ACCOUNT_LAYOUT}/${DASHBOARD_PAGE}`;

/** The payment page opened on one loan: the page preselects the loan its path names. */
export const loanPaymentPath = (accountNumber: string): string =>
  `/${MY_ACCOUNT_LAYOUT}/${PAYMENT_PAGE}/${encodeURIComponent(accountNumber)}`;

/**
 * The layout and page a router path names (`myaccount`, `loanDetails` for
 * `/myaccount/loanDetails/00011002347?x=y`): what follows the page, its query and fragment left out.
 */
export function layoutAndPage(path: string): [layout: string, page: string] {
  const [layout = '', page = ''] = (path.split(/[?#]/)[0] ?? '')
    .split('/')
    .filter((segment) => segment !== '');
  return [layout, page];
}
