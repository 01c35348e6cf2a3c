// The payment type section (spec 2 §2): type toggles, default method line, saved methods with
// delete and set-default, the add button, the single-use display and the third-party panel.
import { getDialogs, getPortal } from '@portal/shared-contracts';
import { useState } from 'react';
import type { PaymentInfo, SavedMethod } from '../../../api/payment-info';
import {
  deleteSavedMethod,
  removeDefaultMethod,
  setDefaultMethod,
} from '../api/saved-method-calls';
import {
  defaultMethodLine,
  fromSaved,
  isWallet,
  savedMethodLabel,
  walletMethod,
  type ChosenMethod,
} from '../../../lib/chosen-method';
import type { PaymentType } from '../../../lib/fees';
import type { PaymentSettings } from '../../../lib/payment-settings';
import { cx, ui } from '@portal/ui/class-names';
import Trash2 from 'lucide-react/icons/trash-2';
import { MethodIcon } from '../../../components/method-icon';
import X from 'lucide-react/icons/x';
import { StepHeading } from '../../../components/step-heading';
import { STEP } from '../../../lib/payment-steps';

/** The delete status shows for this long (spec 2 §9). */
const DELETE_STATUS_MS = 5000;

const METHOD_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete this payment method?',
  deleteWarning:
    'Deleting this payment method will cancel and remove any scheduled payments currently setup with this payment method.',
  deleteFailed: 'Error deleting payment method.',
  deleted: 'Successfully deleted payment method.',
  achFutureOnly: 'ACH payments can only be scheduled for a future date.',
  setDefaultFailed: 'The default payment method could not be changed.',
} as const;

const TYPE_LABELS: Record<PaymentType, string> = {
  Card: 'Card',
  ACH: 'E-Check',
  GooglePay: 'Google Pay',
  ApplePay: 'Apple Pay',
  Venmo: 'Venmo',
  PayPal: 'Paypal',
};

export interface PaymentTypeSectionProps {
  settings: PaymentSettings;
  info: PaymentInfo;
  accountNumber: string;
  achAllowed: boolean;
  cardAllowed: boolean;
  /** The loan's branch is on the third-party route (spec 2 §4): card goes by the third-party link. */
  thirdPartyRoute?: boolean;
  type: PaymentType | null;
  chosen: ChosenMethod | null;
  onTypeChange(type: PaymentType): void;
  onChoose(method: ChosenMethod | null): void;
  onAddNew(type: 'ACH' | 'Card'): void;
  onMethodsChanged(): void;
}

export function PaymentTypeSection(props: PaymentTypeSectionProps) {
  const { settings, info, type, chosen } = props;
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [defaultError, setDefaultError] = useState(false);
  // The Card choice is replaced by the third-party link when that option is on, and always for a
  // loan on the third-party route.
  const thirdPartyCard = settings.flag('Payments.CardThirdPartyLink') || props.thirdPartyRoute;
  const types: PaymentType[] = [];
  if (settings.flag('Payments.AllowCard') && props.cardAllowed && !thirdPartyCard)
    types.push('Card');
  if (settings.flag('Payments.AllowECheck') && props.achAllowed) types.push('ACH');
  if (settings.flag('Payments.AllowGooglePay')) types.push('GooglePay');
  if (settings.flag('Payments.AllowApplePay')) types.push('ApplePay');
  if (settings.flag('Payments.AllowVenmo')) types.push('Venmo');
  if (settings.flag('Payments.AllowPaypal')) types.push('PayPal');

  const savedOfType = info.savedMethods.filter((method) =>
    type === 'Card' ? method.isCard : type === 'ACH' && !method.isCard,
  );

  const pickType = (next: PaymentType) => {
    props.onTypeChange(next);
    if (isWallet(next)) return props.onChoose(walletMethod(next));
    const saved = info.savedMethods.filter((method) =>
      next === 'Card' ? method.isCard : !method.isCard,
    );
    if (saved.length === 0 && (next === 'ACH' || next === 'Card')) props.onAddNew(next);
  };

  const remove = async (method: SavedMethod) => {
    const warning = settings.flag('Payments.ShowDeleteMethodWarning')
      ? ` ${METHOD_MESSAGES.deleteWarning}`
      : '';
    const confirmed = await getDialogs().confirm({
      title: 'Delete Payment Method',
      text: `${METHOD_MESSAGES.confirmDelete}${warning}`,
      confirmLabel: 'Delete',
      cancelLabel: 'No',
    });
    if (!confirmed) return;
    const ok = (await deleteSavedMethod(getPortal().api, method)).kind === 'ok';
    setStatus({ text: ok ? METHOD_MESSAGES.deleted : METHOD_MESSAGES.deleteFailed, error: !ok });
    setTimeout(() => setStatus(null), DELETE_STATUS_MS);
    if (ok) {
      if (chosen?.saved?.profileId === method.profileId) props.onChoose(null);
      props.onMethodsChanged();
    }
  };

  const makeDefault = async () => {
    if (!chosen?.saved) return;
    const ok =
      (await setDefaultMethod(getPortal().api, props.accountNumber, chosen.saved)).kind === 'ok';
    setDefaultError(!ok);
    if (ok) props.onMethodsChanged();
  };

  const removeDefault = async () => {
    const ok = (await removeDefaultMethod(getPortal().api, props.accountNumber)).kind === 'ok';
    setDefaultError(!ok);
    if (ok) props.onMethodsChanged();
  };

  return (
    <section className="payments-step" aria-labelledby="payment-type-heading">
      <StepHeading id="payment-type-heading" step={STEP.method}>
        Payment Method
      </StepHeading>
      {info.defaultMethod && (
        <p>
          Default method:{' '}
          {defaultMethodLine(info.defaultMethod.isCard, info.defaultMethod.lastFour)}{' '}
          <button
            type="button"
            className={cx(ui.button, ui.buttonQuiet)}
            onClick={() => void removeDefault()}
          >
            <Trash2 aria-hidden="true" size={18} />
            <ActionLabel visible="Remove" rest="default payment method" />
          </button>
        </p>
      )}
      {defaultError && (
        <p role="alert" className={ui.fieldError}>
          {METHOD_MESSAGES.setDefaultFailed}
        </p>
      )}
      <fieldset className={ui.fieldset}>
        <legend>Payment Type</legend>
        <div className="payments-row">
          {types.map((option) => (
            <label key={option} className={ui.choice}>
              <input
                type="radio"
                name="payment-type"
                checked={type === option}
                onChange={() => pickType(option)}
              />{' '}
              {TYPE_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {info.blockImmediateAchAfterCutoff && type === 'ACH' && (
        <p className={cx(ui.banner, ui.bannerInfo)}>{METHOD_MESSAGES.achFutureOnly}</p>
      )}
      {thirdPartyCard && (props.cardAllowed || props.thirdPartyRoute) && (
        <ThirdPartyPanel url={settings.text('Payments.ThirdPartyLinkUrl')} />
      )}
      {chosen && !chosen.saved && !isWallet(chosen.type) && (
        <div aria-label="Selected Payment Method" role="group">
          <p>
            <strong>Selected Payment Method</strong>
            <br />
            Single-Use Payment Method: {chosen.type === 'Card' ? 'Card' : 'Account'} x
            {chosen.lastFour}{' '}
            <button
              type="button"
              className={cx(ui.button, ui.buttonQuiet)}
              onClick={() => props.onChoose(null)}
            >
              <X aria-hidden="true" size={18} />
              <ActionLabel visible="Remove" rest="single-use payment method" />
            </button>
          </p>
        </div>
      )}
      {(type === 'ACH' || type === 'Card') && savedOfType.length > 0 && (
        <fieldset className={ui.fieldset}>
          <legend>Saved Payment Methods</legend>
          <ul className="payments-methods">
            {savedOfType.map((method) => (
              <li key={method.profileId}>
                <label className={ui.choice}>
                  <input
                    type="radio"
                    name="saved-method"
                    checked={chosen?.saved?.profileId === method.profileId}
                    onChange={() => props.onChoose(fromSaved(method))}
                  />{' '}
                  <MethodIcon card={method.isCard} />
                  {savedMethodLabel(method)}
                </label>
                <button
                  type="button"
                  className={cx(ui.button, ui.buttonQuiet)}
                  onClick={() => void remove(method)}
                >
                  <Trash2 aria-hidden="true" size={18} />
                  <ActionLabel visible="Delete" rest={savedMethodLabel(method)} />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={cx(ui.button, ui.buttonSecondary)}
            disabled={!chosen?.saved}
            onClick={() => void makeDefault()}
          >
            Set As Default Method
          </button>
        </fieldset>
      )}
      {status && (
        <p role="status" className={status.error ? ui.fieldError : undefined}>
          {status.text}
        </p>
      )}
      {(type === 'ACH' || type === 'Card') && (
        <button
          type="button"
          className={cx(ui.button, ui.buttonSecondary)}
          onClick={() => props.onAddNew(type)}
        >
          Add New Payment Method
        </button>
      )}
    </section>
  );
}

/**
 * A word on the button and, for screen readers, what it acts on: the visible word starts the
 * accessible name (WCAG label in name), where a bare "✕" said nothing to anyone.
 */
function ActionLabel({ visible, rest }: { visible: string; rest: string }) {
  return (
    <>
      {visible} <span className={ui.visuallyHidden}>{rest}</span>
    </>
  );
}

function ThirdPartyPanel({ url }: { url: string }) {
  const safe = /^https:\/\//i.test(url) ? url : null;
  return (
    <div className={ui.card} role="group" aria-label="Third-party payment">
      <p>Please click the link below to make a payment</p>
      <p className="payments-note">
        You are leaving this site for a third-party payment site, which has its own terms and
        privacy policy.
      </p>
      {safe && (
        <a className={ui.button} href={safe} target="_blank" rel="noopener noreferrer">
          Make Payment
        </a>
      )}
    </div>
  );
}
