// POST /api/PaymentMethod/AddCardPaymentMethod (spec 2 §7): saves a card as a profile. The card
// number and CVV go to the server once and are kept nowhere in the browser.
import type { KyInstance } from 'ky';
import type { SingleUseCard } from '../../../lib/chosen-method';
import { saveMethod, type SaveResult } from './ach-method';

export type CardData = SingleUseCard & { LoanAccountNumber: string };

export const addCard = (api: KyInstance, data: CardData): Promise<SaveResult> =>
  saveMethod(api, 'PaymentMethod/AddCardPaymentMethod', data);
