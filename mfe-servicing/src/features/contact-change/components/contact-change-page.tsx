import { valibotResolver } from '@hookform/resolvers/valibot';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import { usePortalState } from '@portal/shared-contracts';
import { displayAccountNumber } from '@portal/display/account-number';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { fetchPreloadedAccountList } from '@portal/area-kit/account-list';
import { valueOrThrow } from '@portal/wire/api-result';
import { ListSkeleton, SkeletonBar } from '../../../components/skeleton';
import { Spinner } from '../../../components/spinner';
import { useApi } from '../../../lib/use-api';
import type { PageProps } from '../../../lib/page-props';
import { useSettings } from '../../../lib/servicing-settings';
import { sendContactChange, type ContactAddress } from '../api/manual-change-contact-info';
import {
  addressStarted,
  ContactChangeSchema,
  EMPTY_CONTACT_CHANGE,
  maskPhone,
  MESSAGE_MS,
  REQUEST_SENT,
  type ContactChangeValues,
} from '../rules/contact-change';
import { cx, ui } from '@portal/ui/class-names';
import { US_STATES } from '@portal/field-rules/us-states';
import { ZIP_LENGTH, zipAsTyped } from '@portal/field-rules/zip';

type Which = 'old' | 'new';

function AddressFields({
  which,
  register,
  errors,
  setZip,
}: {
  which: Which;
  register: UseFormRegister<ContactChangeValues>;
  errors: FieldErrors<ContactChangeValues>;
  setZip(value: string): void;
}) {
  const title = which === 'old' ? 'Old Address' : 'New Address';
  const field = (part: 'Address1' | 'Address2' | 'City' | 'Zip', label: string, max: number) => {
    const name = `${which}${part}` as const;
    const error = errors[name]?.message;
    return (
      <div className={ui.field}>
        <label htmlFor={`cc-${name}`}>{label}</label>
        <input
          id={`cc-${name}`}
          maxLength={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `cc-${name}-error` : undefined}
          {...register(
            name,
            part === 'Zip'
              ? {
                  onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                    setZip(zipAsTyped(event.target.value)),
                }
              : {},
          )}
        />
        {error && (
          <p id={`cc-${name}-error`} className={ui.fieldError}>
            {error}
          </p>
        )}
      </div>
    );
  };
  const stateName = `${which}State` as const;
  const stateError = errors[stateName]?.message;
  return (
    <fieldset className={ui.fieldset}>
      <legend>{title}</legend>
      {field('Address1', `${title} Line 1`, 45)}
      {field('Address2', `${title} Line 2`, 45)}
      {field('City', `${title} City`, 20)}
      <div className={ui.field}>
        <label htmlFor={`cc-${stateName}`}>{title} State</label>
        <select
          id={`cc-${stateName}`}
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? `cc-${stateName}-error` : undefined}
          {...register(stateName)}
        >
          <option value="">--Select a state</option>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {stateError && (
          <p id={`cc-${stateName}-error`} className={ui.fieldError}>
            {stateError}
          </p>
        )}
      </div>
      {field('Zip', `${title} Zip`, ZIP_LENGTH)}
    </fieldset>
  );
}

const addressOf = (values: ContactChangeValues, which: Which): ContactAddress => ({
  address1: values[`${which}Address1`].trim(),
  address2: values[`${which}Address2`].trim(),
  city: values[`${which}City`].trim(),
  state: values[`${which}State`],
  zip: values[`${which}Zip`],
});

/** myaccount/requestChange: the User Info Changes Form (spec 3 §2, §4, §5). */
export default function ContactChangePage(_props: PageProps) {
  const api = useApi();
  const { text } = useSettings();
  const session = usePortalState((state) => state.session);
  const checkDigits = usePortalState((state) => state.options?.institution.Loan.CheckDigit ?? 0);
  const accounts = useQuery({
    queryKey: ['accountList'],
    queryFn: () => fetchPreloadedAccountList(api).then(valueOrThrow),
  });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    trigger,
    formState: { errors, isSubmitting, isValid, isDirty },
  } = useForm<ContactChangeValues>({
    resolver: valibotResolver(ContactChangeSchema),
    defaultValues: EMPTY_CONTACT_CHANGE,
    mode: 'all',
    shouldUnregister: false,
  });
  const changeAddress = useWatch({ control, name: 'changeAddress' });
  const changePhone = useWatch({ control, name: 'changePhone' });

  function show(result: { ok: boolean; text: string }) {
    setOutcome(result);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(null), MESSAGE_MS);
  }

  async function onSubmit(values: ContactChangeValues) {
    const oldPhone = values.changePhone ? values.oldPhone.trim() : '';
    const sent = await sendContactChange(api, {
      accountNumbers: values.accounts,
      oldAddress:
        values.changeAddress && addressStarted(values, 'old') ? addressOf(values, 'old') : null,
      newAddress:
        values.changeAddress && addressStarted(values, 'new') ? addressOf(values, 'new') : null,
      // A phone change is sent only if the old number is present.
      phone: oldPhone ? { oldNumber: oldPhone, newNumber: values.newPhone.trim() } : null,
      userName: session?.username ?? '',
      firstName: (session?.personalName ?? '').split(' ')[0] ?? '',
    }).catch(() => null);
    if (sent?.kind === 'ok') {
      show({ ok: true, text: REQUEST_SENT });
      reset(EMPTY_CONTACT_CHANGE);
    } else {
      show({
        ok: false,
        text: text('ContactChange.SubmitFormErrorText') || 'Something went wrong',
      });
    }
  }

  const formError = (errors as FieldErrors<ContactChangeValues & { root: string }>).root?.message;
  const phone = (name: 'oldPhone' | 'newPhone', label: string) => {
    const error = errors[name]?.message;
    return (
      <div className={ui.field}>
        <label htmlFor={`cc-${name}`}>{label}</label>
        <input
          id={`cc-${name}`}
          type="tel"
          inputMode="tel"
          placeholder="(999) 999-9999"
          maxLength={14}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `cc-${name}-error` : undefined}
          {...register(name, {
            onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
              setValue(name, maskPhone(event.target.value), { shouldValidate: true }),
          })}
        />
        {error && (
          <p id={`cc-${name}-error`} className={ui.fieldError}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className={ui.card} aria-labelledby="contact-change-heading">
      <h1 id="contact-change-heading">User Info Changes Form</h1>
      {outcome && (
        <div
          className={cx(ui.banner, outcome.ok ? ui.bannerInfo : ui.bannerError)}
          role={outcome.ok ? 'status' : 'alert'}
          data-banner-code={
            outcome.ok ? undefined : ('servicing.contact-change-failed' satisfies BannerCode)
          }
        >
          {outcome.text}
        </div>
      )}
      {accounts.isPending && (
        <ListSkeleton
          label="Loading accounts"
          items={2}
          item={<SkeletonBar sample="Auto Loan 000001234" />}
        />
      )}
      {/* The rules tie fields together (old and new phone, a started address), so every change
          re-validates the whole form rather than the one field. */}
      {/* Shown once the account list has its size, so the form never grows under the eye. */}
      <form
        hidden={accounts.isPending}
        noValidate
        aria-label="Contact info change"
        // handleSubmit is called when submitting: onSubmit reads the debounce timer (a ref).
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        onChange={() => void trigger()}
      >
        <fieldset
          disabled={isSubmitting || accounts.isPending}
          className="servicing-fieldset-plain"
        >
          <fieldset
            className={ui.fieldset}
            aria-describedby={errors.accounts ? 'cc-accounts-error' : undefined}
          >
            <legend>Accounts</legend>
            {(accounts.data ?? []).map((account) => (
              <label key={account.number} className={ui.choice}>
                <input type="checkbox" value={account.number} {...register('accounts')} />{' '}
                {account.description} {displayAccountNumber(account.number, checkDigits)}
              </label>
            ))}
            {errors.accounts && (
              <p id="cc-accounts-error" className={ui.fieldError}>
                {errors.accounts.message}
              </p>
            )}
          </fieldset>
          <label className={ui.choice}>
            <input type="checkbox" role="switch" {...register('changeAddress')} /> Change Address
          </label>
          <label className={ui.choice}>
            <input type="checkbox" role="switch" {...register('changePhone')} /> Change Phone
          </label>
          {changeAddress && (
            <div className="servicing-grid-2">
              <AddressFields
                which="old"
                register={register}
                errors={errors}
                setZip={(zip) => setValue('oldZip', zip, { shouldValidate: true })}
              />
              <AddressFields
                which="new"
                register={register}
                errors={errors}
                setZip={(zip) => setValue('newZip', zip, { shouldValidate: true })}
              />
            </div>
          )}
          {changePhone && (
            <fieldset className={ui.fieldset}>
              <legend>Phone</legend>
              {phone('oldPhone', 'Old Phone Number')}
              {phone('newPhone', 'New Phone Number')}
            </fieldset>
          )}
          {isDirty && formError && <p className={ui.fieldError}>{formError}</p>}
          <button
            type="submit"
            className={ui.button}
            disabled={isSubmitting || !isDirty || !isValid}
          >
            Submit
          </button>
          {isSubmitting && <Spinner label="Sending" size={22} />}
        </fieldset>
      </form>
    </section>
  );
}
