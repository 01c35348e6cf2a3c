// The Payment Details modal (spec 2 §2, §4 New method): the ACH form is checked by the server
// first, then saved (personal users only, after the ACH agreement) or kept as single use; a card
// is saved with AddCardPaymentMethod when the borrower ticks Save Payment Profile (personal users
// only), otherwise it is single use. Everything typed here is dropped when the modal closes.
import { getPortal, usePortalState } from '@portal/shared-contracts';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import { errorCodeOf } from '@portal/wire/api-result';
import { useEffect, useRef, useState } from 'react';
import { addAch, validateAch } from '../api/ach-method';
import { addCard } from '../api/card-method';
import { fetchAgreedDates, logAgreements } from '../api/agreement-logging';
import { AGREEMENT_MESSAGES, neededAchAgreements, type Agreement } from '../../../lib/agreements';
import { AchAgreementPanel } from './ach-agreement-panel';
import type { SingleUseAch, SingleUseCard } from '../../../lib/chosen-method';
import { achValidationMessage, saveMethodMessage } from '../rules/method-messages';
import { cardBrandOf, type AchFormValues, type CardFormValues } from '../rules/form-schemas';
import { AchForm } from './ach-form';
import { CardForm } from './card-form';
import type { NewMethodModalProps } from '../../../lib/payment-sections';
import { cx, ui } from '@portal/ui/class-names';
import { Modal } from '@portal/ui/modal';

export function NewMethodModal(props: NewMethodModalProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const username = usePortalState((state) => state.session?.username ?? '');
  const [pending, setPending] = useState<{ data: SingleUseAch; needed: Agreement[] } | null>(null);
  // The terms replace the form; if the borrower disagrees, the form returns as they left it.
  const [typedAch, setTypedAch] = useState<{ values: AchFormValues; save: boolean }>();
  // Leaving the terms (Disagree, or a save that failed) puts the form back in their place: focus
  // would fall to <body> (WCAG 2.4.3), so it goes to the form's first field instead.
  const bodyRef = useRef<HTMLDivElement>(null);
  const showedTerms = useRef(false);
  useEffect(() => {
    if (pending) {
      showedTerms.current = true;
      return;
    }
    if (!showedTerms.current) return;
    showedTerms.current = false;
    if (bodyRef.current?.contains(document.activeElement)) return;
    bodyRef.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
  }, [pending]);

  const saveMethod = async (data: SingleUseAch) => {
    const saved = await addAch(getPortal().api, data);
    if (saved.kind !== 'ok') return setError(saveMethodMessage(errorCodeOf(saved)));
    props.onDone({ savedLastFour: data.accountNumber.slice(-4) });
  };

  const agree = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const logged = await logAgreements(
        getPortal().api,
        pending.needed.map((agreement) => agreement.hostNumber),
        username,
      );
      if (logged.kind !== 'ok') return setError(AGREEMENT_MESSAGES.postFailed);
      setPending(null);
      await saveMethod(pending.data);
    } finally {
      setBusy(false);
    }
  };

  const continueAch = async (values: AchFormValues, save: boolean) => {
    setTypedAch({ values, save });
    setBusy(true);
    setError(null);
    const data: SingleUseAch = {
      accountType: values.accountType,
      routingNumber: values.routingNumber,
      accountNumber: values.accountNumber,
      ownerName: values.ownerName.trim(),
    };
    try {
      const checked = await validateAch(getPortal().api, data);
      if (checked.kind !== 'ok') return setError(achValidationMessage(errorCodeOf(checked)));
      const lastFour = values.accountNumber.slice(-4);
      if (save) {
        // Saving goes through the ACH agreement first (spec 2 §4 New method).
        const records =
          props.agreements.length > 0 ? await fetchAgreedDates(getPortal().api) : null;
        // Records that cannot be read count as none: the borrower is asked to agree again.
        const agreedOn = records?.kind === 'ok' ? records.value : [];
        const needed = neededAchAgreements(props.agreements, agreedOn, props.now);
        if (needed.length > 0) return setPending({ data, needed });
        return await saveMethod(data);
      }
      props.onDone({
        singleUse: {
          type: 'ACH',
          saved: null,
          singleUseAch: data,
          singleUseCard: null,
          debitCredit: 'DebitCard',
          lastFour,
        },
      });
    } finally {
      setBusy(false);
    }
  };

  const continueCard = async (values: CardFormValues, save: boolean) => {
    const number = values.cardNumber.replace(/[\s-]/g, '');
    const card: SingleUseCard = {
      cardNumber: number,
      cardType: cardBrandOf(number) ?? '',
      expirationDate: values.expiration,
      securityCode: values.securityCode,
      debitCredit: values.debitCredit,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      billingAddress: {
        zipCode: values.zipCode.trim(),
        address1: values.address1.trim(),
        address2: values.address2.trim(),
        city: values.city.trim(),
        state: values.state.trim(),
      },
    };
    const lastFour = number.slice(-4);
    if (!save) {
      props.onDone({
        singleUse: {
          type: 'Card',
          saved: null,
          singleUseAch: null,
          singleUseCard: card,
          debitCredit: values.debitCredit,
          lastFour,
        },
      });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await addCard(getPortal().api, card, props.accountNumber);
      if (saved.kind !== 'ok') return setError(saveMethodMessage(errorCodeOf(saved)));
      props.onDone({ savedLastFour: lastFour });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Payment Details" width={500} onDismiss={props.onCancel}>
      <div ref={bodyRef}>
        {error && (
          <div
            className={cx(ui.banner, ui.bannerError)}
            role="alert"
            data-banner-code={'payments.method-failed' satisfies BannerCode}
          >
            {error}
          </div>
        )}
        {pending ? (
          <AchAgreementPanel
            agreements={pending.needed}
            forceClick={props.forceClick}
            richText={props.richText}
            busy={busy}
            onAgree={() => void agree()}
            onDisagree={() => {
              setPending(null);
              setError(AGREEMENT_MESSAGES.disagree);
            }}
          />
        ) : props.type === 'ACH' ? (
          <AchForm
            allowSavings={props.allowSavings}
            confirmShown={props.confirmShown}
            preCheck={props.preCheck}
            canSave={props.canSaveAch}
            busy={busy}
            initial={typedAch}
            onCancel={props.onCancel}
            onContinue={(values, save) => void continueAch(values, save)}
          />
        ) : (
          <CardForm
            allowedBrands={props.allowedBrands}
            debitOnly={props.debitOnly}
            fullAddress={props.fullAddress}
            now={props.now}
            canSave={props.canSaveCard}
            busy={busy}
            onCancel={props.onCancel}
            onContinue={(values, save) => void continueCard(values, save)}
          />
        )}
      </div>
    </Modal>
  );
}
