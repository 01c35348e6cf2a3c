// Renders its children only once the institution's business day is known: the date rules under
// it (date of birth, agreements in force) must never fall back to the browser's clock.
import type { ReactNode } from 'react';
import { useBusinessDate } from '../lib/use-business-date';
import { Banner } from './banner';

/** Ours: the spec has no words for a failed business-date call; this is its page-load error. */
const BUSINESS_DAY_FAILED = 'An error occurred while trying to load that page.';

/** What a page that needs the business day shows when it cannot be had. */
export function BusinessDayFailed() {
  return <Banner kind="error">{BUSINESS_DAY_FAILED}</Banner>;
}

export function BusinessDayGate({ children }: { children: (today: string) => ReactNode }) {
  const today = useBusinessDate();
  if (today.isError) return <BusinessDayFailed />;
  if (today.data === undefined) return <p role="status">Loading the form…</p>;
  return children(today.data);
}
