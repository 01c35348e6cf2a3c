// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./alerts-and-statements.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import {
  amsiveStatementUrl,
  saveAlerts,
  setStatementFormat,
  statementList,
} from './alerts-and-statements.ts';

export const alertsAndStatementsReferences = [
  reference(saveAlerts, {
    spec: 'spec 3 §7',
    summary: "Saves a loan's text and e-mail alert preferences.",
    example: {
      AccountNumber: '00011002347',
      TextAlerts: { AlertLoanDelinquent: true, EstatementAlert: false },
      EmailAlerts: {
        AlertLoanDelinquent: true,
        EstatementAlert: true,
        AlertLoanDueDate1: true,
        AlertLoanDueDate1Before: true,
        AlertLoanDueDate1Days: 15,
      },
    },
  }),
  reference(setStatementFormat, {
    spec: 'spec 3 §7',
    summary: 'Turns paper or electronic statements on for a loan.',
    example: { AccountNumber: '00011002347', AccountType: 0, Format: 'PaperOnly' },
  }),
  reference(statementList, {
    spec: 'spec 3 §7',
    summary: "A loan's e-statements of one year.",
    example: { AccountNumber: '00011002347', Year: String(new Date().getUTCFullYear()) },
  }),
  reference(amsiveStatementUrl, {
    spec: 'spec 3 §7',
    summary: 'Where the browser shows a statement of the Amsive provider.',
    example: {
      Date: `${new Date().getUTCFullYear()}-01-01T00:00:00`,
      Number: '00011002347',
      Type: 'Loan',
      Id: `00011002347-${new Date().getUTCFullYear()}-01`,
    },
  }),
];
