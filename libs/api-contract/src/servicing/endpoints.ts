// Every call of the servicing area (each endpoint in its own file beside this one), in the order of
// the spec's call table. The OpenAPI document and the contract test read this list. Calls servicing
// makes that another area owns are in calls-of-other-areas.ts and not listed here.
import type { AnyEndpoint } from '../endpoint';
import { accountDetails } from './account-details';
import { accountHistory, historyDownloadToken } from './account-history';
import { achDrafts } from './ach-drafts';
import {
  amsiveStatementUrl,
  passableToken,
  saveAlerts,
  setStatementFormat,
  statementList,
} from './alerts-and-statements';
import { application, applicationList } from './applications';
import { branchByNumber, branchList, zipCoordinates } from './branches';
import { manualChangeContactInfo } from './contact-change';
import {
  broadridgeDocument,
  downloadAccountHistory,
  downloadPayoffQuoteBreakdown,
  renderAchDraftAgreement,
  viewDocument,
  viewStatement,
} from './documents-opened';
import {
  accountDocuments,
  applicationDocuments,
  fileTypes,
  uploadWithApplicationNumber,
  uploadWithLoanNumber,
} from './documents';
import { insurance, hideAccount, payoffDownloadToken } from './loan-actions';
import { updateAddress } from './loan-address';
import { loginHistory } from './login-history';
import { captchaChallenge, contactUs, feedback } from './messages';

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
