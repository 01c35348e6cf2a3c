// The personal information form (spec 1 §5 Profile address): its schema with the spec's
// messages, and the conversions between the wire's PersonalInfo and the form's values.
import * as v from 'valibot';
import type { PersonalInfo } from '../api/get-profile';
import { displayPhone, maskPhone, phoneDigits, PHONE_DIGITS } from './phone';
import { isFiveDigitZip } from '@portal/field-rules/zip';

export const STREET_MAX = 45;
export const CITY_MAX = 20;

export const ADDRESS_MESSAGES = {
  streetRequired: 'You must enter an address',
  streetTooLong: `Cannot be longer than ${STREET_MAX} characters`,
  cityRequired: 'You must enter a city',
  cityTooLong: `Cannot be longer than ${CITY_MAX} characters`,
  zipRequired: 'You must enter a zip code',
  zipLength: 'Zip code must be 5 digits',
  stateRequired: 'You must select a state',
  phoneRequired: 'A phone number is required',
  phoneInvalid: 'Phone number is invalid. A 10 digit phone number is required',
} as const;

const m = ADDRESS_MESSAGES;

const PhoneFormSchema = v.object({
  number: v.pipe(
    v.string(),
    v.nonEmpty(m.phoneRequired),
    v.check((value) => /^[\d-]*$/.test(value), m.phoneInvalid),
    v.check((value) => phoneDigits(value).length === PHONE_DIGITS, m.phoneInvalid),
  ),
  primary: v.boolean(),
  optInToTexting: v.boolean(),
});

export const PersonalInfoFormSchema = v.object({
  address1: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(m.streetRequired),
    v.maxLength(STREET_MAX, m.streetTooLong),
  ),
  city: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(m.cityRequired),
    v.maxLength(CITY_MAX, m.cityTooLong),
  ),
  state: v.pipe(v.string(), v.nonEmpty(m.stateRequired)),
  zipCode: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(m.zipRequired),
    v.check(isFiveDigitZip, m.zipLength),
  ),
  phones: v.array(PhoneFormSchema),
});

export type PersonalInfoForm = v.InferInput<typeof PersonalInfoFormSchema>;

/** The wire's numbers shown in the form: 10 digits with the mask, a 12-character number as is. */
export function toPersonalInfoForm(info: PersonalInfo): PersonalInfoForm {
  return {
    address1: info.Address.Address1,
    city: info.Address.City,
    state: info.Address.State,
    zipCode: info.Address.ZipCode,
    phones: info.PhoneNumbers.map((phone) => ({
      number: /^\d{10}$/.test(phone.PhoneNumber)
        ? maskPhone(phone.PhoneNumber)
        : displayPhone(phone.PhoneNumber),
      primary: phone.Primary,
      optInToTexting: phone.OptInToTexting,
    })),
  };
}

/** The form as the update call's payload: trimmed address, phone digits only. */
export function toPersonalInfo(form: PersonalInfoForm): PersonalInfo {
  return {
    Address: {
      Address1: form.address1.trim(),
      City: form.city.trim(),
      State: form.state,
      ZipCode: form.zipCode.trim(),
    },
    PhoneNumbers: form.phones.map((phone) => ({
      PhoneNumber: phoneDigits(phone.number),
      Primary: phone.primary,
      OptInToTexting: phone.optInToTexting,
    })),
  };
}

/** Dirty detection compares what would be saved, so trailing spaces alone do not count. */
export const comparablePersonalInfo = (form: PersonalInfoForm): PersonalInfo =>
  toPersonalInfo(form);
