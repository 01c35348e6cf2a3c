// Every call of the payments area (each endpoint in its own file beside this one), in the order of
// the spec's call table. The OpenAPI document and the contract test read this list.
import type { AnyEndpoint } from '../endpoint.ts';
import { accountList } from './account-list.ts';
import { agreementRecords, logAgreements } from './agreement-logging.ts';
import {
  deleteRecurringAch,
  deleteRecurringCard,
  deleteScheduledAch,
  deleteScheduledCard,
} from './delete-payment.ts';
import {
  prepareAchDraftAgreementPreview,
  renderAchDraftAgreementPreview,
} from './draft-agreement.ts';
import { getPaymentInfo, getPayOffQuote, getThirdPartyFee } from './payment-information.ts';
import {
  achRoutingData,
  addAchPaymentMethod,
  addCardPaymentMethod,
  deleteAchPayment,
  deleteCardPayment,
  getPaymentMethods,
  removeDefaultPaymentMethod,
  setDefaultPaymentMethod,
  validateAchPaymentMethod,
} from './payment-methods.ts';
import {
  submitImmediateAch,
  submitImmediateCard,
  submitRecurringAch,
  submitRecurringCard,
  submitScheduledAch,
  submitScheduledCard,
  submitWalletPayment,
} from './submit-payment.ts';

export const paymentsEndpoints: readonly AnyEndpoint[] = [
  accountList,
  getPaymentInfo,
  getPayOffQuote,
  getThirdPartyFee,
  getPaymentMethods,
  setDefaultPaymentMethod,
  removeDefaultPaymentMethod,
  achRoutingData,
  addCardPaymentMethod,
  addAchPaymentMethod,
  validateAchPaymentMethod,
  deleteAchPayment,
  deleteCardPayment,
  prepareAchDraftAgreementPreview,
  renderAchDraftAgreementPreview,
  logAgreements,
  agreementRecords,
  submitWalletPayment,
  submitImmediateAch,
  submitImmediateCard,
  submitScheduledAch,
  submitScheduledCard,
  submitRecurringAch,
  submitRecurringCard,
  deleteRecurringAch,
  deleteRecurringCard,
  deleteScheduledAch,
  deleteScheduledCard,
];
