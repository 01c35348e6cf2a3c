// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./applications.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { application, applicationList } from './applications.ts';

export const applicationsReferences = [
  reference(applicationList, {
    spec: 'spec 3 §7',
    summary: 'The applications of the last 30 days.',
    example: { numDaysToRetrieve: '30' },
  }),
  reference(application, {
    spec: 'spec 3 §7 (path not shown)',
    summary: 'One application with its details.',
    example: { numDaysToRetrieve: '30', applicationNumber: '20250101' },
  }),
];
