// The profile's domain values, as the sections, rules and hooks use them. The API modules map
// the wire (spec 1 §3's PascalCase fields) to these and back; nothing outside api/ names a wire
// field.
import type { AlertFlag, EmailAlertFlag } from './alert-flags';

export interface Address {
  address1: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface Phone {
  phoneNumber: string;
  primary: boolean;
  optInToTexting: boolean;
}

export interface PersonalInfo {
  address: Address;
  phoneNumbers: Phone[];
}

export interface UserInfo {
  logonName: string;
  emailAddress: string;
  secretQuestion: string;
}

/** What the user-info Save sends; an empty field is one the borrower did not change. */
export interface UserInfoChange extends UserInfo {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  secretAnswer: string;
}

export interface AlertPreferences {
  sequenceNumber: number;
  turnOffAllAlerts: boolean;
  emailAlerts: Record<EmailAlertFlag, boolean>;
  textAlerts: Record<AlertFlag, boolean>;
}

export interface StateEntry {
  code: string;
  name: string;
}

export interface ProfileData {
  personalInfo: PersonalInfo;
  userInfo: UserInfo;
  alerts: AlertPreferences;
  states: StateEntry[];
}

export interface SubscriptionOption {
  brandingId: number;
  brandingName: string;
  optInMarketing: boolean;
  optInAccount: boolean;
}

/** One changed option of the texting dialog; an unchanged flag is null. */
export interface OptionChange {
  brandingId: number;
  optInMarketing: boolean | null;
  optInAccount: boolean | null;
}

/** An option the texting provider kept after refusing a change, with the state it kept. */
export interface ReportedOption {
  brandingId: number;
  optInMarketing?: boolean;
  optInAccount?: boolean;
}

export interface ProfileDocument {
  fileId: string;
  displayName: string;
  displayFormat: string;
  dateUploaded: string;
}

export interface FileType {
  id: number;
  description: string;
}
