// Payments' own amount rules (spec 2 §9); reading and showing money is @portal/money.
import { parseCents, type Cents } from '@portal/money/cents';

/** Amount input: at most 15 characters (spec 2 §9). */
export const AMOUNT_INPUT_MAX_LENGTH = 15;

/** A dollar amount from settings ("2500", "0.01") in cents; the fallback when it is not one. */
export const settingCents = (text: string, fallback: Cents): Cents => parseCents(text) ?? fallback;
