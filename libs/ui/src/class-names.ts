// Each app type-checks this file from its own tsconfig, which does not list libs/ui's
// declarations: the reference brings the CSS module's type along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-module.d.ts" />
// The class names of the portal's building blocks, as this app's build scoped them. Apps write
// className={ui.button}, never the bare name: a bare name would lean on a stylesheet the app
// does not own. Under jest the stylesheet is a stub, so each name falls back to itself.
import classes from '../styles/ui.module.css';

const scoped = (name: string): string => classes[name] ?? name;

export const ui = {
  card: scoped('card'),
  authCard: scoped('auth-card'),
  button: scoped('button'),
  buttonSecondary: scoped('button--secondary'),
  buttonDestructive: scoped('button--destructive'),
  buttonQuiet: scoped('button--quiet'),
  linkButton: scoped('link-button'),
  actions: scoped('actions'),
  field: scoped('field'),
  fieldAffix: scoped('field__affix'),
  fieldError: scoped('field__error'),
  fieldset: scoped('fieldset'),
  choice: scoped('choice'),
  choiceRow: scoped('choice-row'),
  banner: scoped('banner'),
  bannerError: scoped('banner--error'),
  bannerInfo: scoped('banner--info'),
  visuallyHidden: scoped('visually-hidden'),
  loading: scoped('loading'),
  loadingSpinner: scoped('loading__spinner'),
  skeleton: scoped('skeleton'),
  table: scoped('table'),
  tableSortable: scoped('table--sortable'),
  number: scoped('number'),
  agreementText: scoped('agreement-text'),
  modal: scoped('modal'),
  modalTitle: scoped('modal__title'),
  modalHidden: scoped('modal__hidden'),
  modalActions: scoped('modal__actions'),
} as const;

/** Joins class names, skipping the ones a condition turned off. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
