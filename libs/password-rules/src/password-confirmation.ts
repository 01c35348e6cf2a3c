// Password confirmation (spec 1 §5, Confirmation); each screen words the message its own way.
import type { PasswordFailureKey } from './password-failure-keys';

export const PASSWORDS_DONT_MATCH = 'Passwords Do Not Match';

export function confirmationFailure(
  password: string,
  confirmation: string,
): Extract<PasswordFailureKey, 'passwordsDontMatch'> | undefined {
  return password === confirmation ? undefined : 'passwordsDontMatch';
}
