// The borrower's saved methods as the page holds them (domain types), for tests of rules, hooks
// and components that start from a chosen method.
import type { SavedMethod } from '../api/payment-info';
import { fromSaved, type ChosenMethod } from '../lib/chosen-method';

export const checkingMethod: SavedMethod = {
  profileId: 'PM-100001',
  isCard: false,
  lastFour: '4321',
  accountType: 'Checking',
  cardType: '',
  expirationDate: '',
  debitCreditType: '',
};

export const visaMethod: SavedMethod = {
  profileId: 'PM-100002',
  isCard: true,
  lastFour: '1881',
  accountType: '',
  cardType: 'visa',
  expirationDate: '08/29',
  debitCreditType: 'DebitCard',
};

/** The saved checking account, chosen. */
export const chosenChecking: ChosenMethod = fromSaved(checkingMethod);

/** The saved debit card, chosen. */
export const chosenVisa: ChosenMethod = fromSaved(visaMethod);
