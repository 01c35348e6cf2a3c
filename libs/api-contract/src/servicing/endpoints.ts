// Every call of the servicing area (each endpoint in its own file beside this one), in the order of
// the spec's call table. The OpenAPI document and the contract test read this list. Calls servicing
// makes that another area owns (the account list, payoff quote, agreement log, business date, the
// profile documents) stay in their owners' lists.
import type { AnyEndpoint } from '../endpoint.ts';
import { accountDetails } from './account-details.ts';
import { accountHistory, historyDownloadToken } from './account-history.ts';
import { achDrafts } from './ach-drafts.ts';
import {
  amsiveStatementUrl,
  saveAlerts,
  setStatementFormat,
  statementList,
} from './alerts-and-statements.ts';
import { application, applicationList } from './applications.ts';
import { branchByNumber, branchList, zipCoordinates } from './branches.ts';
import { manualChangeContactInfo } from './contact-change.ts';
import {
  broadridgeDocument,
  downloadAccountHistory,
  downloadPayoffQuoteBreakdown,
  renderAchDraftAgreement,
  viewDocument,
  viewStatement,
} from './documents-opened.ts';
import {
  accountDocuments,
  applicationDocuments,
  fileTypes,
  uploadWithApplicationNumber,
  uploadWithLoanNumber,
} from './documents.ts';
import { insurance, hideAccount, payoffDownloadToken } from './loan-actions.ts';
import { updateAddress } from './loan-address.ts';
import { loginHistory } from './login-history.ts';
import { passableToken } from './passable-token.ts';
import { captchaChallenge, contactUs, feedback } from './messages.ts';

export const servicingEndpoints: readonly AnyEndpoint[] = [
  saveAlerts,
  setStatementFormat,
  statementList,
  broadridgeDocument,
  amsiveStatementUrl,
  viewStatement,
  passableToken,
  accountHistory,
  historyDownloadToken,
  downloadAccountHistory,
  hideAccount,
  updateAddress,
  payoffDownloadToken,
  downloadPayoffQuoteBreakdown,
  insurance,
  branchByNumber,
  branchList,
  loginHistory,
  applicationList,
  application,
  feedback,
  contactUs,
  manualChangeContactInfo,
  accountDocuments,
  applicationDocuments,
  uploadWithLoanNumber,
  uploadWithApplicationNumber,
  fileTypes,
  viewDocument,
  achDrafts,
  renderAchDraftAgreement,
  accountDetails,
  zipCoordinates,
  captchaChallenge,
];
