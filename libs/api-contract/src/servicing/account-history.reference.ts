// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./account-history.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { accountHistory, historyDownloadToken } from './account-history.ts';

export const accountHistoryReferences = [
  reference(accountHistory, {
    spec: 'spec 3 §7',
    summary: 'The transactions of a loan over the last days.',
    example: { accountNumber: '00011002347', days: '30', downloadCSV: 'false' },
  }),
  reference(historyDownloadToken, {
    spec: 'spec 3 §7',
    summary: 'A one-time token for GET AccountHistory/DownloadAccountHistory?token= (CSV or PDF).',
    example: { AccountNumber: '00011002347', DaysOfHistory: 30, DownloadType: 0 },
  }),
];
