// The payments area's settings: the keys every app reads and its own (notices, limits, texts and
// payment error texts, the largest part of the catalogue), which no other page downloads (issue 14).
import { appSettings, type Settings } from '@portal/settings/app-settings';
import { COMMON_OPTIONS } from '@portal/settings/catalogue/common';
import { PAYMENTS_OPTIONS } from '@portal/settings/catalogue/payments';

const CATALOGUE = { ...COMMON_OPTIONS, ...PAYMENTS_OPTIONS };

export type PaymentOptionKey = keyof typeof CATALOGUE;
export type PaymentSettings = Settings<PaymentOptionKey>;

export const { readSettings, useSettings: usePaymentSettings } = appSettings(CATALOGUE);
