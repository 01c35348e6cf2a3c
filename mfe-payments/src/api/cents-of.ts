// The wire's decimal dollars, absent or null meaning none, as the page's integer cents.
import { dollarsToCents, type Cents } from '@portal/money/cents';

export const centsOf = (dollars: number | null | undefined): Cents => dollarsToCents(dollars ?? 0);
