// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./profile-data.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import { getProfile } from './profile-data.ts';

export const profileDataReferences = [
  reference(getProfile, {
    spec: 'spec 1 §3, §7',
    summary: "The signed-in borrower's profile: personal info, user info, alerts and the states.",
  }),
];
