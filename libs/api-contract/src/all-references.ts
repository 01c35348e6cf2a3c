// The reference entries of every call, for the OpenAPI document, the sandbox and their tests.
// No browser module imports it (eslint.config.js): the examples are the sandbox's sample data.
import { allEndpoints } from './all-endpoints.ts';
import type { AnyEndpoint } from './endpoint.ts';
import type { Documented, Reference } from './reference.ts';
import { activateAccountReferences } from './identity/activate-account.reference.ts';
import { emailLinksReferences } from './identity/email-links.reference.ts';
import { loginStepsReferences } from './identity/login-steps.reference.ts';
import { loginReferences } from './identity/login.reference.ts';
import { passwordsReferences } from './identity/passwords.reference.ts';
import { portalChecksReferences } from './identity/portal-checks.reference.ts';
import { recoveryReferences } from './identity/recovery.reference.ts';
import { registrationReferences } from './identity/registration.reference.ts';
import { accountListReferences } from './payments/account-list.reference.ts';
import { agreementLoggingReferences } from './payments/agreement-logging.reference.ts';
import { deletePaymentReferences } from './payments/delete-payment.reference.ts';
import { draftAgreementReferences } from './payments/draft-agreement.reference.ts';
import { paymentInformationReferences } from './payments/payment-information.reference.ts';
import { paymentMethodsReferences } from './payments/payment-methods.reference.ts';
import { submitPaymentReferences } from './payments/submit-payment.reference.ts';
import { profileDataReferences } from './profile/profile-data.reference.ts';
import { profileDocumentsReferences } from './profile/profile-documents.reference.ts';
import { profileUpdatesReferences } from './profile/profile-updates.reference.ts';
import { textingSubscriptionsReferences } from './profile/texting-subscriptions.reference.ts';
import { accountDetailsReferences } from './servicing/account-details.reference.ts';
import { accountHistoryReferences } from './servicing/account-history.reference.ts';
import { achDraftsReferences } from './servicing/ach-drafts.reference.ts';
import { alertsAndStatementsReferences } from './servicing/alerts-and-statements.reference.ts';
import { applicationsReferences } from './servicing/applications.reference.ts';
import { branchesReferences } from './servicing/branches.reference.ts';
import { contactChangeReferences } from './servicing/contact-change.reference.ts';
import { documentsOpenedReferences } from './servicing/documents-opened.reference.ts';
import { documentsReferences } from './servicing/documents.reference.ts';
import { loanActionsReferences } from './servicing/loan-actions.reference.ts';
import { loanAddressReferences } from './servicing/loan-address.reference.ts';
import { loginHistoryReferences } from './servicing/login-history.reference.ts';
import { messagesReferences } from './servicing/messages.reference.ts';
import { passableTokenReferences } from './servicing/passable-token.reference.ts';
import { clientErrorReferences } from './shell/client-error.reference.ts';
import { startUpReferences } from './shell/start-up.reference.ts';
import { userTokenReferences } from './shell/user-token.reference.ts';

const ENTRIES: readonly (readonly [string, Reference])[] = [
  ...activateAccountReferences,
  ...emailLinksReferences,
  ...loginStepsReferences,
  ...loginReferences,
  ...passwordsReferences,
  ...portalChecksReferences,
  ...recoveryReferences,
  ...registrationReferences,
  ...accountListReferences,
  ...agreementLoggingReferences,
  ...deletePaymentReferences,
  ...draftAgreementReferences,
  ...paymentInformationReferences,
  ...paymentMethodsReferences,
  ...submitPaymentReferences,
  ...profileDataReferences,
  ...profileDocumentsReferences,
  ...profileUpdatesReferences,
  ...textingSubscriptionsReferences,
  ...accountDetailsReferences,
  ...accountHistoryReferences,
  ...achDraftsReferences,
  ...alertsAndStatementsReferences,
  ...applicationsReferences,
  ...branchesReferences,
  ...contactChangeReferences,
  ...documentsOpenedReferences,
  ...documentsReferences,
  ...loanActionsReferences,
  ...loanAddressReferences,
  ...loginHistoryReferences,
  ...messagesReferences,
  ...passableTokenReferences,
  ...clientErrorReferences,
  ...startUpReferences,
  ...userTokenReferences,
];
const REFERENCES: ReadonlyMap<string, Reference> = new Map(ENTRIES);

/** The name of each reference entry, as many times as it has one (each call has one). */
export const referencedNames: readonly string[] = ENTRIES.map(([name]) => name);

export function referenceOf<E extends AnyEndpoint>(endpoint: E): Reference<E> {
  const found = REFERENCES.get(endpoint.name);
  if (!found) throw new Error(`${endpoint.name} has no reference entry`);
  return found as Reference<E>;
}

export function documented<E extends AnyEndpoint>(endpoint: E): Documented<E> {
  return { ...endpoint, ...referenceOf(endpoint) };
}

/** Every call of the portal with its reference entry, in allEndpoints' order. */
export const documentedEndpoints: readonly Documented[] = allEndpoints.map(documented);
