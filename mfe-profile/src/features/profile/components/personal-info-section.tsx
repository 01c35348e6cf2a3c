import { valibotResolver } from '@hookform/resolvers/valibot';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import { errorCodeOf } from '@portal/wire/api-result';
import { Suspense, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { PersonalInfo, StateEntry } from '../rules/profile-model';
import { profileCalls as calls } from '../api/profile-calls';
import { useReportDirty } from '../hooks/use-report-dirty';
import { useSectionSave } from '../hooks/use-section-save';
import { isDirty } from '../rules/dirty';
import { PERSONAL_INFO_MESSAGES, personalInfoMessage } from '../rules/messages';
import {
  PersonalInfoFormSchema,
  toPersonalInfo,
  toPersonalInfoForm,
  type PersonalInfoForm,
} from '../rules/personal-info-form';
import { maskPhone, phoneDigits } from '../rules/phone';
import { needsTextingTerms, textToggleAsksForTerms } from '../rules/texting-terms';
import { describedBy } from './described-by';
import { InlineError } from '@portal/ui/field';
import { SectionActions } from './section-actions';
import { cx, ui } from '@portal/ui/class-names';
import { loadOnIntent } from '@portal/ui/load-on-intent';
import { lazyPart } from '@portal/ui/lazy-part';

// The texting terms and options download when the borrower heads for their toggle or button
// (pointer or focus) or opens them, not with the page.
const loadTermsDialog = () => import('./terms-dialog');
const loadTextingDialog = () => import('./texting-dialog');
const TermsDialog = lazyPart(() => loadTermsDialog().then((m) => m.TermsDialog));
const TextingDialog = lazyPart(() => loadTextingDialog().then((m) => m.TextingDialog));

interface PersonalInfoSectionProps {
  saved: PersonalInfo;
  states: readonly StateEntry[];
  /** The text-message option: Text toggles (or texting dialogs) per phone. */
  textOption: boolean;
  /** Per-phone texting subscription dialogs instead of plain toggles. */
  textingDialogs: boolean;
  onSaved(info: PersonalInfo): void;
  onDirtyChange(dirty: boolean): void;
}

/** Address and phone numbers (spec 1 §2, §4, §5), saved together. */
export function PersonalInfoSection({
  saved,
  states,
  textOption,
  textingDialogs,
  onSaved,
  onDirtyChange,
}: PersonalInfoSectionProps) {
  const id = useId();
  // The last-saved copy the form is compared with; updated by this section's own saves.
  const [cache, setCache] = useState(saved);
  const [banner, setBanner] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [dialogPhone, setDialogPhone] = useState<number | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isValid },
  } = useForm<PersonalInfoForm>({
    resolver: valibotResolver(PersonalInfoFormSchema),
    defaultValues: toPersonalInfoForm(cache),
    mode: 'onChange',
  });

  const values = watch();
  const dirty = isDirty(toPersonalInfo(values), toPersonalInfo(toPersonalInfoForm(cache)));
  useReportDirty(dirty, onDirtyChange);

  const save = useSectionSave(calls.updatePersonalInfo, (result) => {
    if (result.kind !== 'ok') {
      setBanner(personalInfoMessage(errorCodeOf(result)));
      return false;
    }
    setCache(result.value);
    onSaved(result.value);
    reset(toPersonalInfoForm(result.value));
    return true;
  });
  const submit = handleSubmit((form) => {
    setBanner(null);
    save.save(toPersonalInfo(form));
  });

  const cancel = () => {
    reset(toPersonalInfoForm(cache));
    setBanner(null);
  };

  const agreeToTerms = async () => {
    const result = await calls.agreeToTexting();
    setTermsOpen(false);
    if (result.kind === 'ok') {
      setValue('phones.0.optInToTexting', true, { shouldDirty: true });
    } else {
      setBanner(PERSONAL_INFO_MESSAGES.agreement);
      setValue('phones.0.optInToTexting', false);
    }
  };

  const field = (name: 'address1' | 'city' | 'zipCode') => ({
    id: `${id}-${name}`,
    errorId: `${id}-${name}-error`,
    message: errors[name]?.message,
  });
  const street = field('address1');
  const city = field('city');
  const zip = field('zipCode');
  const stateMessage = errors.state?.message;

  return (
    <section className={ui.card} aria-labelledby={`${id}-heading`}>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>Personal Information</h2>
        {banner && (
          <div
            className={cx(ui.banner, ui.bannerError)}
            role="alert"
            data-banner-code={'profile.save-failed' satisfies BannerCode}
          >
            {banner}
          </div>
        )}
        <div className={ui.field}>
          <label htmlFor={street.id}>Street address</label>
          <input
            id={street.id}
            autoComplete="street-address"
            {...describedBy(street.errorId, street.message)}
            {...register('address1')}
          />
          <InlineError id={street.errorId} message={street.message} />
        </div>
        <div className="profile-row">
          <div className={ui.field}>
            <label htmlFor={city.id}>City</label>
            <input
              id={city.id}
              autoComplete="address-level2"
              {...describedBy(city.errorId, city.message)}
              {...register('city')}
            />
            <InlineError id={city.errorId} message={city.message} />
          </div>
          <div className={ui.field}>
            <label htmlFor={`${id}-state`}>State</label>
            <select
              id={`${id}-state`}
              autoComplete="address-level1"
              {...describedBy(`${id}-state-error`, stateMessage)}
              {...register('state')}
            >
              <option value="">Select a state</option>
              {states.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
            <InlineError id={`${id}-state-error`} message={stateMessage} />
          </div>
          <div className={ui.field}>
            <label htmlFor={zip.id}>Zip code</label>
            <input
              id={zip.id}
              inputMode="numeric"
              autoComplete="postal-code"
              {...describedBy(zip.errorId, zip.message)}
              {...register('zipCode')}
            />
            <InlineError id={zip.errorId} message={zip.message} />
          </div>
        </div>
        {values.phones.map((phone, index) => {
          const phoneId = `${id}-phone-${index}`;
          const message = errors.phones?.[index]?.number?.message;
          const label = `Phone ${index + 1}${phone.primary ? ' (primary)' : ''}`;
          return (
            <div key={index} className="profile-row">
              <div className={ui.field}>
                <label htmlFor={phoneId}>{label}</label>
                <Controller
                  control={control}
                  name={`phones.${index}.number`}
                  render={({ field: input }) => (
                    <input
                      id={phoneId}
                      type="tel"
                      inputMode="numeric"
                      placeholder="000-000-0000"
                      {...describedBy(`${phoneId}-error`, message)}
                      name={input.name}
                      ref={input.ref}
                      value={input.value}
                      onBlur={input.onBlur}
                      onChange={(event) => input.onChange(maskPhone(event.target.value))}
                    />
                  )}
                />
                <InlineError id={`${phoneId}-error`} message={message} />
              </div>
              {textOption && !textingDialogs && (
                <Controller
                  control={control}
                  name={`phones.${index}.optInToTexting`}
                  render={({ field: toggle }) => (
                    <label className={ui.choice}>
                      <input
                        type="checkbox"
                        checked={toggle.value}
                        {...(textToggleAsksForTerms(index) ? loadOnIntent(loadTermsDialog) : {})}
                        onChange={(event) => {
                          if (needsTextingTerms(index, event.target.checked)) setTermsOpen(true);
                          else toggle.onChange(event.target.checked);
                        }}
                      />{' '}
                      Text messages to phone {index + 1}
                    </label>
                  )}
                />
              )}
              {textOption && textingDialogs && (
                <p className="profile-texting">
                  <span>{phone.optInToTexting ? 'Texting on' : 'Texting off'}</span>{' '}
                  <button
                    type="button"
                    className={ui.linkButton}
                    {...loadOnIntent(loadTextingDialog)}
                    onClick={() => setDialogPhone(index)}
                    disabled={
                      phoneDigits(cache.phoneNumbers[index]?.phoneNumber ?? '').length === 0
                    }
                  >
                    Texting options for phone {index + 1}
                  </button>
                </p>
              )}
            </div>
          );
        })}
        {values.phones.length === 0 && <p>No phone numbers are on file.</p>}
        <SectionActions
          section="personal information"
          dirty={dirty}
          canSave={isValid}
          status={save.status}
          onCancel={cancel}
        />
      </form>
      <Suspense fallback={null}>
        {termsOpen && (
          <TermsDialog
            onAgree={agreeToTerms}
            onDisagree={() => {
              // Disagreeing turns the toggle back off, with no error (spec 1 §4).
              setTermsOpen(false);
              setValue('phones.0.optInToTexting', false);
            }}
          />
        )}
        {dialogPhone !== null && (
          <TextingDialog
            phoneIndex={dialogPhone}
            saved={cache}
            onClose={() => setDialogPhone(null)}
            onPersonalInfoSaved={(info) => {
              setCache(info);
              onSaved(info);
              const optIn = info.phoneNumbers[dialogPhone]?.optInToTexting ?? false;
              setValue(`phones.${dialogPhone}.optInToTexting`, optIn);
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
