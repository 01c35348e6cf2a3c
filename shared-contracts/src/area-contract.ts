// The boundary between the shell and the remotes, typed here so the compiler checks both sides.
// The shell owns the URL space and mounts an area at each of its pages; the area renders the
// page (and the page's own sub-routes, relative to where it is mounted).
import type { ComponentType } from 'react';

export const AREA_PAGES = {
  identity: [
    'login',
    'register',
    'sso',
    'verifyEmail',
    'forcePasswordChange',
    'recovery',
    'activate',
    'optOut',
  ],
  servicing: [
    'dashboard',
    'loanDetails',
    'deposits',
    'documents',
    'documentCenter',
    'locations',
    'messages',
    'faq',
    'loginHistory',
    'applicationDetails',
    'requestChange',
  ],
  payments: ['payment', 'paymentConfirm'],
  profile: ['profile'],
} as const;

export type AreaName = keyof typeof AREA_PAGES;
export type AreaPage<A extends AreaName = AreaName> = (typeof AREA_PAGES)[A][number];

export const AREA_NAMES = Object.keys(AREA_PAGES) as AreaName[];

export interface AreaPageProps<A extends AreaName> {
  page: AreaPage<A>;
  /** Whether the page is shown in the signed-in layout (locations, messages and FAQ exist in both). */
  signedIn: boolean;
}

/** What each remote exposes as `./area` (its default export). */
export interface AreaModule<A extends AreaName = AreaName> {
  area: A;
  /** The shared-contracts version the remote was built against (baked in at build time). */
  contractVersion: string;
  /** The remote's own release version. */
  version: string;
  Page: ComponentType<AreaPageProps<A>>;
  /**
   * Since 2.1.0: loads a page's code ahead, so that rendering it does not suspend. The shell
   * awaits it for the page a cold load lands on; an area without it still works.
   */
  preload?(page: AreaPage<A>): Promise<void>;
}

/** The federation module name each remote exposes its area under. */
export const AREA_EXPOSE = './area';
