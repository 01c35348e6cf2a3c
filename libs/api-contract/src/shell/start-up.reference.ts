// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./start-up.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { applicationOptions, institutionOptions } from './start-up.ts';

export const startUpReferences = [
  reference(applicationOptions, {
    spec: 'spec 1 §7',
    summary: "The institution's settings and options, read once at start-up.",
  }),
  reference(institutionOptions, {
    spec: 'spec 1 §7',
    summary: "The institution's options alone (the start-up answer carries them too); cached.",
  }),
];
