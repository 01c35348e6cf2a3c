import { agreementSetupErrors } from '../lib/agreements/use-agreements';
import { useSettings } from '../lib/identity-settings';
import { Banner } from './banner';

/**
 * A malformed agreement setting (spec 1 §8 setup errors) is shown, not silently skipped. The
 * agreements that parse still work, so the screen stays usable.
 */
export function AgreementSetupErrors() {
  const errors = agreementSetupErrors(useSettings());
  if (errors.length === 0) return null;
  return (
    <Banner kind="error">
      {errors.length === 1 ? (
        errors[0]
      ) : (
        <ul>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </Banner>
  );
}
