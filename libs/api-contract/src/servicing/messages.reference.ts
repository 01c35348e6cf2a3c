// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./messages.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { captchaChallenge, contactUs, feedback } from './messages.ts';

export const messagesReferences = [
  reference(feedback, { spec: 'spec 3 §7', summary: "The borrower's feedback on the portal." }),
  reference(contactUs, {
    spec: 'spec 3 §7',
    summary: 'A question to the institution, from a borrower or a visitor.',
  }),
  reference(captchaChallenge, {
    spec: 'sandbox only (the product uses a third-party captcha)',
    summary: 'A new arithmetic challenge for the message form.',
  }),
];
