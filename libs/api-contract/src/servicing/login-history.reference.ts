// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./login-history.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { loginHistory } from './login-history.ts';

export const loginHistoryReferences = [
  reference(loginHistory, {
    spec: 'spec 3 §7',
    summary: "The signed-in user's previous logins.",
  }),
];
