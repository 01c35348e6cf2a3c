import { valibotResolver } from '@hookform/resolvers/valibot';
import { getPortal } from '@portal/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { cx, ui } from '@portal/ui/class-names';

const UNSAVED_SOURCE = 'loanDetails';

interface AddressFormProps {
  saved: AddressFormValues;
  disabled: boolean;
  /** Saves the address; answers the address as saved when the back end sends it back. */
  save(address: LoanAddress): Promise<ApiResult<LoanAddress | null>>;
}

/**
 * The editable mailing address (spec 3 §4 Loan information editing): dirty when it differs from
 * the last saved copy, which raises the portal's unsaved-changes flag; Save and Cancel only then.
 */
export function AddressForm({ saved: initial, disabled, save }: AddressFormProps) {
  const [saved, setSaved] = useState(initial);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [showCheck, setShowCheck] = useState(false);
  const checkTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    formState: { errors, isSubmitting, isValid },
  } = useForm<AddressFormValues>({
    resolver: valibotResolver(AddressFormSchema),
    defaultValues: saved,
    mode: 'onChange',
  });
  const values = useWatch({ control });
  const current: AddressFormValues = {
    address1: values.address1 ?? '',
    city: values.city ?? '',
    state: values.state ?? '',
    zip: values.zip ?? '',
  };
  const dirty = !sameAddress(current, saved);

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

  async function onValid(form: AddressFormValues) {
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
    setSaved(next);
    reset(next);
    setShowCheck(true);
    clearTimeout(checkTimer.current);
    checkTimer.current = setTimeout(() => setShowCheck(false), CHECKMARK_MS);
  }

  const sanitized = (name: 'address1' | 'city') => {
    const field = register(name);
    return {
      ...field,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const clean = sanitizeAddressText(event.target.value);
        if (clean !== event.target.value) event.target.value = clean;
        return field.onChange(event);
      },
    };
  };

  const fieldError = (name: keyof AddressFormValues) =>
    errors[name] ? (
      <p id={`address-${name}-error`} className={ui.fieldError}>
        {errors[name]?.message}
      </p>
    ) : null;
  const described = (name: keyof AddressFormValues) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `address-${name}-error` }
      : {};

  return (
    <form
      noValidate
      aria-label="Mailing address"
      // handleSubmit is called when submitting: onValid reads the check timer (a ref).
      onSubmit={(event) =>
        void handleSubmit(onValid, () => setSaveError(SAVE_INVALID_MESSAGE))(event)
      }
    >
      <ErrorBanner messages={visibleSaveError ? [visibleSaveError] : []} />
      <fieldset disabled={disabled || isSubmitting} className="servicing-fieldset-plain">
        <div className={ui.field}>
          <label htmlFor="address-address1">Street</label>
          <input
            id="address-address1"
            autoComplete="address-line1"
            maxLength={45}
            {...described('address1')}
            {...sanitized('address1')}
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
            {...sanitized('city')}
          />
          {fieldError('city')}
        </div>
        <div className={ui.field}>
          <label htmlFor="address-state">State</label>
          <select id="address-state" {...described('state')} {...register('state')}>
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
            maxLength={5}
            {...described('zip')}
            {...register('zip', {
              onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                const digits = event.target.value.replace(/\D/g, '').slice(0, 5);
                if (digits !== event.target.value)
                  setValue('zip', digits, { shouldValidate: true, shouldDirty: true });
              },
            })}
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
              reset(saved);
            }}
          >
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}
