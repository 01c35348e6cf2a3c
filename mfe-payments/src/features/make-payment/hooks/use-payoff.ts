// The payoff choice (spec 2 §4 Payoff): a future date fetches a quote (cached per date), today or
// a past date uses the loan's payoff amount; a failed quote clears the choice.
import { getPortal } from '@portal/shared-contracts';
import { valueOrThrow } from '@portal/wire/api-result';
import { useQuery } from '@tanstack/react-query';
import type { DateTime } from 'luxon';
import type { PaymentSettings } from '../../../lib/payment-settings';
import type { PaymentInfo } from '../../../api/payment-info';
import { fetchPayoffQuote, payoffQuoteKey } from '../api/payoff-quote';
import { isoDay } from '../../../lib/calendar';
import type { Frequency } from '../../../lib/frequencies';
import { settingCents } from '../../../lib/money';
import {
  PAYOFF_MESSAGES,
  payoffNeedsQuote,
  payoffPaymentAmount,
  payoffToggleVisible,
} from '../rules/payoff';

export interface PayoffInput {
  accountNumber: string;
  info: PaymentInfo;
  settings: PaymentSettings;
  today: DateTime;
  isCard: boolean;
  frequency: Frequency;
  validDate: DateTime | null;
  checked: boolean;
}

export function usePayoff({
  accountNumber,
  info,
  settings,
  today,
  isCard,
  frequency,
  validDate,
  checked,
}: PayoffInput) {
  const visible =
    settings.flag('Payments.AllowPayoff') &&
    frequency === 'OneTime' &&
    payoffToggleVisible({
      payoffAmount: info.payoffAmount,
      maxPayoffPercent: settings.number('Payments.MaxPayoffPercent'),
      isCard,
      cardMaximum: settingCents(settings.text('Payments.CardMaximum'), 250_000),
    });
  const quoteDay = validDate && payoffNeedsQuote(validDate, today) ? isoDay(validDate) : null;
  const quote = useQuery({
    queryKey: payoffQuoteKey(accountNumber, quoteDay ?? ''),
    queryFn: () =>
      fetchPayoffQuote(getPortal().api, accountNumber, quoteDay ?? '').then(valueOrThrow),
    enabled: visible && checked && quoteDay !== null,
    staleTime: Infinity,
    retry: false,
  });
  // A quote the back end answered without an amount is a failed quote too.
  const quoteFailed = quote.isError || (quote.isSuccess && quote.data === null);
  const isPayoff = visible && checked && !(quoteDay !== null && quoteFailed);
  const payoffQuote = quoteDay !== null ? (quote.data ?? null) : null;
  const amount = payoffPaymentAmount(payoffQuote, info.payoffAmount);
  return {
    visible,
    isPayoff,
    payoffQuote,
    amount,
    asOf: quoteDay && validDate ? validDate.toFormat('MM/dd/yyyy') : null,
    loading: quote.isFetching,
    error: checked && quoteDay !== null && quoteFailed ? PAYOFF_MESSAGES.quoteFailed : null,
  };
}
