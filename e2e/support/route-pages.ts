import { HOME_ROUTES, MY_ACCOUNT_ROUTES, OPT_OUT_ROUTE } from '../../libs/routes/src/route-table';

// Every page of the shell's route table as a journey opens it, with a sample of each path
// parameter the sandbox answers. Walks iterate these, so a page added later is covered.

export const AUTO_LOAN = '00011002347';

const SAMPLE_SUBPATH: Readonly<Record<string, string>> = {
  loanDetails: `/${AUTO_LOAN}`,
  deposits: '/depositDetails/00015001126',
  applicationdetails: '/1001',
  verifyEmail: '/sample',
  forcePasswordChange: '/sample',
};

export interface RoutePage {
  /** A file-name-safe name: `home-login`, `myaccount-loanDetails`, `opt-out`. */
  name: string;
  url: string;
}

const page = (prefix: string, path: string): RoutePage => ({
  name: `${prefix}-${path}`,
  url: `/#/${prefix}/${path}${SAMPLE_SUBPATH[path] ?? ''}`,
});

/** The signed-out pages: home's and the opt-out page. */
export const SIGNED_OUT_PAGES: readonly RoutePage[] = [
  ...HOME_ROUTES.map((route) => page('home', route.path)),
  { name: OPT_OUT_ROUTE.path, url: '/#/opt-out' },
];

/** The signed-in pages under My Account. */
export const SIGNED_IN_PAGES: readonly RoutePage[] = MY_ACCOUNT_ROUTES.map((route) =>
  page('myaccount', route.path),
);
