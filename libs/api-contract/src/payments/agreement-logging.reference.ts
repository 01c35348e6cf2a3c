// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./agreement-logging.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { agreementRecords, logAgreements } from './agreement-logging.ts';

export const agreementLoggingReferences = [
  reference(agreementRecords, {
    spec: 'spec 2 §3 Agreement, §7 (path not shown)',
    summary: "The borrower's agreement records, read to know whether the ACH agreement is current.",
  }),
  reference(logAgreements, {
    spec: 'spec 2 §7, §8',
    summary: "Records the borrower's acceptance of agreements.",
    example: {
      Agreements: [11337],
      UserName: 'borrower1',
      TurnEStatementsOn: false,
      UnRestrictEmail: false,
    },
  }),
];
