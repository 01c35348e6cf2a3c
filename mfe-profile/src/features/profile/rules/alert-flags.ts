// Spec 1 §3 alert flags (e-mail and text alike; only e-mail has optInOutEmailAlerts), in their
// upper-camel wire form, with the labels the notifications table shows.
export const ALERT_FLAGS = [
  'UserRestricted',
  'RestrictedPasswordViolation',
  'UserLogsOn',
  'MoneyTransOnWeb',
  'LogonNameChange',
  'PasswordGenerated',
  'PasswordChanged',
  'EmailAddressChanged',
  'OptOutMarketingAlerts',
  'OptOutTransactionalAlerts',
] as const;

export const EMAIL_ONLY_FLAGS = ['OptInOutEmailAlerts'] as const;

export type AlertFlag = (typeof ALERT_FLAGS)[number];
export type EmailAlertFlag = AlertFlag | (typeof EMAIL_ONLY_FLAGS)[number];

export const ALERT_LABELS: Record<EmailAlertFlag, string> = {
  UserRestricted: 'Your access is restricted',
  RestrictedPasswordViolation: 'Access restricted after password violations',
  UserLogsOn: 'You log on',
  MoneyTransOnWeb: 'Money is transferred on the web',
  LogonNameChange: 'Your logon name changes',
  PasswordGenerated: 'A new password is generated',
  PasswordChanged: 'Your password changes',
  EmailAddressChanged: 'Your e-mail address changes',
  OptOutMarketingAlerts: 'Opt out of marketing alerts',
  OptOutTransactionalAlerts: 'Opt out of transactional alerts',
  OptInOutEmailAlerts: 'Receive e-mail alerts',
};

/** The rows of the notifications table: every flag, e-mail-only ones last. */
export const ALERT_ROWS: readonly EmailAlertFlag[] = [...ALERT_FLAGS, ...EMAIL_ONLY_FLAGS];

export const isTextFlag = (flag: EmailAlertFlag): flag is AlertFlag =>
  (ALERT_FLAGS as readonly string[]).includes(flag);
