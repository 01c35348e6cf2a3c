// The configured agreements of one moment (login, registration), needed for this user now.
import { DateTime } from 'luxon';
import type { OptionReader } from '../identity-options';
import {
  agreementsFor,
  parseAgreementSettings,
  type Agreement,
  type AgreementLog,
  type AgreementWhen,
} from './agreement-setup';

const AGREEMENT_KEYS = [
  'Agreements.Agreement1',
  'Agreements.Agreement2',
  'Agreements.Agreement3',
  'Agreements.Agreement4',
  'Agreements.Agreement5',
] as const;

export function neededAgreements(
  options: OptionReader,
  when: AgreementWhen,
  logs: readonly AgreementLog[],
  now: DateTime = DateTime.now(),
): Agreement[] {
  const setup = parseAgreementSettings(AGREEMENT_KEYS.map((key) => options.text(key)));
  // A broken setting is the institution's to fix; the portal keeps working without it.
  for (const { position, error } of setup.errors)
    console.error(`${error} (Agreements.Agreement${position + 1})`);
  return agreementsFor(setup, when, logs, now);
}
