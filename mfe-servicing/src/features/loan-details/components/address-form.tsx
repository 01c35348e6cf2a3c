import { getPortal } from '@portal/shared-contracts';
import { fieldMessages } from '@portal/field-rules/form-issues';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ErrorBanner } from '../../../components/error-banner';
import { Spinner } from '../../../components/spinner';
import type { ApiResult } from '@portal/wire/api-result';
import type { LoanAddress } from '../api/account-details';
import {
  addressSaveError,
  AddressFormSchema,
  sameAddress,
  sanitizeAddressText,
  SAVE_INVALID_MESSAGE,
  type AddressFormValues,
} from '../../../lib/address-form';
import { CHECKMARK_MS } from '../rules/checkmark';
import { US_STATES } from '@portal/field-rules/us-states';
import { ZIP_LENGTH, zipAsTyped } from '@portal/field-rules/zip';
import { cx, ui } from '@portal/ui/class-names';

const UNSAVED_SOURCE = 'loanDetails';

type FieldName = keyof AddressFormValues;
/** In the order they show: an invalid save focuses the first that is refused. */
const FIELDS: readonly FieldName[] = ['address1', 'city', 'state', 'zip'];
const NONE_SHOWN: ReadonlySet<FieldName> = new Set();

interface AddressFormProps {
  /** The address as the account's cached details hold it: `onSaved` updates them. */
  saved: AddressFormValues;
  disabled: boolean;
  /** Saves the address; answers the address as saved when the back end sends it back. */
  save(address: LoanAddress): Promise<ApiResult<LoanAddress | null>>;
  /** The address the back end now holds, also when the form has gone away meanwhile. */
  onSaved(address: LoanAddress): void;
}

/**
 * The editable mailing address (spec 3 §4 Loan information editing): dirty when it differs from
 * the last saved copy, which raises the portal's unsaved-changes flag; Save and Cancel only then.
 * Four fields checked by their schema as they change: plain state, so the loan page (whose first
 * view this form is) does not download a form library (issue 14: react-hook-form was 12.7 of its
 * 170 kB of JS), as the login form does.
 */
export function AddressForm({ saved, disabled, save, onSaved }: AddressFormProps) {
  const [values, setValues] = useState(saved);
  // A field's message shows once it has changed, every field's once a save was tried.
  const [shown, setShown] = useState(NONE_SHOWN);
  const [isSubmitting, setSubmitting] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [showCheck, setShowCheck] = useState(false);
  const checkTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const messages = fieldMessages<FieldName>(AddressFormSchema, values);
  const firstRefused = FIELDS.find((name) => messages[name]);
  const isValid = firstRefused === undefined;
  const dirty = !sameAddress(values, saved);

  // The unsaved-changes flag mirrors the comparison with the saved copy; it clears on leaving.
  useEffect(() => {
    getPortal()
      .store.getState()
      .setUnsavedChanges(dirty ? { source: UNSAVED_SOURCE } : null);
  }, [dirty]);
  useEffect(
    () => () => {
      clearTimeout(checkTimer.current);
      const { unsavedChanges, setUnsavedChanges } = getPortal().store.getState();
      if (unsavedChanges?.source === UNSAVED_SOURCE) setUnsavedChanges(null);
    },
    [],
  );
  // When the form becomes valid again, old save errors clear.
  const visibleSaveError = saveError === SAVE_INVALID_MESSAGE && isValid ? null : saveError;

  const startFrom = (address: AddressFormValues) => {
    setValues(address);
    setShown(NONE_SHOWN);
  };

  async function saveValid(form: AddressFormValues) {
    setSaveError(null);
    const input = {
      address1: form.address1.trim(),
      city: form.city.trim(),
      state: form.state,
      zip: form.zip,
    };
    const result = await save(input).catch(() => null);
    if (result?.kind !== 'ok') {
      setSaveError(addressSaveError(result?.kind === 'refused' ? result.code : undefined));
      return;
    }
    // A returned address becomes the new cached address (spec 3 §4).
    const next = result.value ?? input;
    onSaved(next);
    startFrom(next);
    setShowCheck(true);
    clearTimeout(checkTimer.current);
    checkTimer.current = setTimeout(() => setShowCheck(false), CHECKMARK_MS);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    if (firstRefused) {
      setShown(new Set(FIELDS));
      setSaveError(SAVE_INVALID_MESSAGE);
      event.currentTarget.querySelector<HTMLElement>(`#address-${firstRefused}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await saveValid(values);
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: FieldName, clean: (typed: string) => string = (typed) => typed) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = clean(event.target.value);
      setValues((current) => ({ ...current, [name]: value }));
      setShown((current) => (current.has(name) ? current : new Set(current).add(name)));
    },
  });
  const shownMessage = (name: FieldName) => (shown.has(name) ? messages[name] : undefined);
  const fieldError = (name: FieldName) =>
    shownMessage(name) ? (
      <p id={`address-${name}-error`} className={ui.fieldError}>
        {shownMessage(name)}
      </p>
    ) : null;
  const described = (name: FieldName) =>
    shownMessage(name)
      ? { 'aria-invalid': true as const, 'aria-describedby': `address-${name}-error` }
      : {};

  return (
    <form noValidate aria-label="Mailing address" onSubmit={(event) => void submit(event)}>
      <ErrorBanner messages={visibleSaveError ? [visibleSaveError] : []} />
      <fieldset disabled={disabled || isSubmitting} className="servicing-fieldset-plain">
        <div className={ui.field}>
          <label htmlFor="address-address1">Street</label>
          <input
            id="address-address1"
            autoComplete="address-line1"
            maxLength={45}
            {...described('address1')}
            {...field('address1', sanitizeAddressText)}
          />
          {fieldError('address1')}
        </div>
        <div className={ui.field}>
          <label htmlFor="address-city">City</label>
          <input
            id="address-city"
            autoComplete="address-level2"
            maxLength={20}
            {...described('city')}
            {...field('city', sanitizeAddressText)}
          />
          {fieldError('city')}
        </div>
        <div className={ui.field}>
          <label htmlFor="address-state">State</label>
          <select id="address-state" {...described('state')} {...field('state')}>
            <option value="">--Select a state</option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {fieldError('state')}
        </div>
        <div className={ui.field}>
          <label htmlFor="address-zip">Zip</label>
          <input
            id="address-zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_LENGTH}
            {...described('zip')}
            {...field('zip', zipAsTyped)}
          />
          {fieldError('zip')}
        </div>
      </fieldset>
      {isSubmitting && <Spinner label="Saving" size={22} />}
      {showCheck && (
        <p className="servicing-checkmark" role="status">
          ✓ Changes saved
        </p>
      )}
      {dirty && !disabled && (
        <div className="servicing-button-row">
          {/* aria-disabled rather than disabled while invalid: a press must still be able to say
              why nothing was saved (spec 3 §5). */}
          <button
            type="submit"
            className={ui.button}
            aria-disabled={!isValid || undefined}
            disabled={isSubmitting}
          >
            Save
          </button>
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            disabled={isSubmitting}
            onClick={() => {
              setSaveError(null);
              startFrom(saved);
            }}
          >
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}
