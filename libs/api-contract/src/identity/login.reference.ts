// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./login.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { ssoLogin, tokenLogin, userLogin } from './login.ts';

export const loginReferences = [
  reference(userLogin, {
    spec: 'spec 1 §7',
    summary: 'Signs in with a username and password; the login response lists the follow-up steps.',
    example: { username: 'borrower1', password: 'Welcome123' },
  }),
  reference(tokenLogin, {
    spec: 'spec 1 §7',
    summary: "Signs in with the mobile app's stored biometric token.",
    example: { Token: 'biometric-unknown', DeviceID: null },
  }),
  reference(ssoLogin, {
    spec: 'spec 1 §7 (path not shown; ours)',
    summary: "Signs in with the single sign-on provider's token, channel Web.",
    example: { Token: 'sso-unknown', Channel: 'Web' },
  }),
];
