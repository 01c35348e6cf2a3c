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
  // A broken setting is left out here; agreementSetupErrors says so on the screen.
  return agreementsFor(readSetup(options), when, logs, now);
}

function readSetup(options: OptionReader) {
  return parseAgreementSettings(AGREEMENT_KEYS.map((key) => options.text(key)));
}

/**
 * The setup errors of spec 1 §8 (wrong number of parts, unknown type), each naming its setting,
 * for the screens that use agreements to show: the institution must see what it has to fix.
 */
export function agreementSetupErrors(options: OptionReader): string[] {
  return readSetup(options).errors.map(
    ({ position, error }) => `${error} (${AGREEMENT_KEYS[position] ?? 'Agreements'})`,
  );
}
