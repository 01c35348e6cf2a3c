// The User Info Changes Form (spec 3 §2, §4, §5 Contact change address and phone).
import * as v from 'valibot';

export const REQUIRED = 'Required';
export const ZIP_TOO_SHORT = 'There needs to be 5 digits';
export const ZIP_TOO_LONG = 'There cannot be more than 5 digits';
export const PHONE_INVALID = 'Enter Valid Phone Number';
export const PHONE_PAIR = 'Must Enter Old Phone Number and New Phone Number';
export const NO_ACCOUNT = 'Select at least one account';
export const NOTHING_TO_CHANGE = 'Enter an address or a phone number to change';
export const REQUEST_SENT = 'Request sent';
/** Spec 3 §9: contact form messages show for 4 seconds. */
export const MESSAGE_MS = 4000;
/** (999) 999-9999 is 14 characters. */
export const PHONE_LENGTH = 14;

/** Phone mask (999) 999-9999 applied while typing. */
export function maskPhone(typed: string): string {
  const d = typed.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export interface ContactChangeValues {
  accounts: string[];
  changeAddress: boolean;
  changePhone: boolean;
  oldAddress1: string;
  oldAddress2: string;
  oldCity: string;
  oldState: string;
  oldZip: string;
  newAddress1: string;
  newAddress2: string;
  newCity: string;
  newState: string;
  newZip: string;
  oldPhone: string;
  newPhone: string;
}

export type ContactField = keyof ContactChangeValues;

export const EMPTY_CONTACT_CHANGE: ContactChangeValues = {
  accounts: [],
  changeAddress: false,
  changePhone: false,
  oldAddress1: '',
  oldAddress2: '',
  oldCity: '',
  oldState: '',
  oldZip: '',
  newAddress1: '',
  newAddress2: '',
  newCity: '',
  newState: '',
  newZip: '',
  oldPhone: '',
  newPhone: '',
};

const ADDRESS_PARTS = ['Address1', 'Address2', 'City', 'State', 'Zip'] as const;
const REQUIRED_PARTS = ['Address1', 'City', 'State', 'Zip'] as const;

/** An address sub-form counts once any of its fields is filled; then it must be complete. */
export function addressStarted(values: ContactChangeValues, which: 'old' | 'new'): boolean {
  return ADDRESS_PARTS.some((part) => values[`${which}${part}`].trim() !== '');
}

function zipMessage(zip: string): string | null {
  const digits = zip.trim();
  if (digits === '') return REQUIRED;
  if (!/^\d+$/.test(digits)) return ZIP_TOO_SHORT;
  if (digits.length < 5) return ZIP_TOO_SHORT;
  if (digits.length > 5) return ZIP_TOO_LONG;
  return null;
}

/** Every problem of the form, by field ('form' for the whole form). */
export function contactChangeIssues(
  values: ContactChangeValues,
): { field: ContactField | 'form'; message: string }[] {
  const issues: { field: ContactField | 'form'; message: string }[] = [];
  if (values.accounts.length === 0) issues.push({ field: 'accounts', message: NO_ACCOUNT });
  let addressPresent = false;
  if (values.changeAddress) {
    for (const which of ['old', 'new'] as const) {
      if (!addressStarted(values, which)) continue;
      addressPresent = true;
      for (const part of REQUIRED_PARTS) {
        const field = `${which}${part}` as const;
        const message =
          part === 'Zip' ? zipMessage(values[field]) : values[field].trim() ? null : REQUIRED;
        if (message) issues.push({ field, message });
      }
    }
  }
  let phonePresent = false;
  if (values.changePhone) {
    const oldPhone = values.oldPhone.trim();
    const newPhone = values.newPhone.trim();
    for (const [field, phone] of [
      ['oldPhone', oldPhone],
      ['newPhone', newPhone],
    ] as const) {
      if (phone && phone.length !== PHONE_LENGTH) issues.push({ field, message: PHONE_INVALID });
    }
    if (Boolean(oldPhone) !== Boolean(newPhone)) {
      issues.push({ field: oldPhone ? 'newPhone' : 'oldPhone', message: PHONE_PAIR });
    }
    phonePresent = Boolean(oldPhone && newPhone);
  }
  if (!addressPresent && !phonePresent) issues.push({ field: 'form', message: NOTHING_TO_CHANGE });
  return issues;
}

export const ContactChangeSchema = v.pipe(
  v.object({
    accounts: v.array(v.string()),
    changeAddress: v.boolean(),
    changePhone: v.boolean(),
    oldAddress1: v.string(),
    oldAddress2: v.string(),
    oldCity: v.string(),
    oldState: v.string(),
    oldZip: v.string(),
    newAddress1: v.string(),
    newAddress2: v.string(),
    newCity: v.string(),
    newState: v.string(),
    newZip: v.string(),
    oldPhone: v.string(),
    newPhone: v.string(),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    for (const issue of contactChangeIssues(input)) {
      const key = issue.field === 'form' ? 'root' : issue.field;
      addIssue({
        message: issue.message,
        path: [
          {
            type: 'object',
            origin: 'value',
            input,
            key,
            value: issue.field === 'form' ? undefined : input[issue.field],
          },
        ],
      });
    }
  }),
);
