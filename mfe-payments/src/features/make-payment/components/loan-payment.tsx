// One loan's payment: its info, blocking, scheduled and recurring payments, and the method step.
import { getPortal, usePortalState } from '@portal/shared-contracts';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';
import { AGREEMENT_SETTING_KEYS } from '@portal/agreements/agreement-setup';
import { ApiResultError, errorCodeOf, valueOrThrow } from '@portal/wire/api-result';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { PaymentSettings } from '../../../lib/payment-settings';
import type { Account } from '@portal/area-kit/account-list';
import { fetchPaymentInfo, paymentInfoKey, type PaymentInfo } from '../../../api/payment-info';
import {
  availabilityAfterLoad,
  availabilityOnSelect,
  isThirdPartyBranch,
  paymentInfoErrorMessage,
} from '../rules/account-blocking';
import { cardBlockedByMaximum, DEFAULT_MINIMUM_PAYMENT } from '../rules/amount-limits';
import { achAgreementsInForce, parseAgreements, type Agreement } from '../../../lib/agreements';
import { parseWireDay } from '../../../lib/calendar';
import { parseAllowedBrands } from '../../../lib/card-brand';
import { settingCents } from '../../../lib/money';
import { restrictionEffect } from '../rules/restrictions';
import { fromSaved, type ChosenMethod } from '../../../lib/chosen-method';
import type { PaymentType } from '../../../lib/fees';
import { usePaymentSections } from '../../../lib/payment-sections';
import { announceAccountsChanged } from '@portal/area-kit/accounts-changed';
import { PaymentDetails } from './payment-details';
import { PaymentTypeSection } from './payment-type-section';
import { cx, ui } from '@portal/ui/class-names';

export interface LoanPaymentProps {
  account: Account;
  settings: PaymentSettings;
}

const methodKey = (method: ChosenMethod) =>
  `${method.type}:${method.saved?.profileId ?? 'single'}:${method.lastFour}`;

export function LoanPayment({ account, settings }: LoanPaymentProps) {
  const queryClient = useQueryClient();
  const { NewMethodModal, RecurringPaymentInfo, ScheduledPaymentList } = usePaymentSections();
  const session = usePortalState((state) => state.session);
  const officeLength = usePortalState((state) => state.options?.institution.Loan.Office ?? 4);
  const [type, setType] = useState<PaymentType | null>(null);
  const [chosen, setChosen] = useState<ChosenMethod | null>(null);
  const [adding, setAdding] = useState<'ACH' | 'Card' | null>(null);
  const [thirdPartyContinued, setThirdPartyContinued] = useState(false);
  const info = useQuery({
    queryKey: paymentInfoKey(account.number),
    queryFn: () => fetchPaymentInfo(getPortal().api, account.number).then(valueOrThrow),
    // A refusal is the answer (its code picks the message), not a failure to try again.
    retry: false,
  });

  if (info.isPending) return <p role="status">Loading payment information…</p>;
  if (info.isError) {
    const code = info.error instanceof ApiResultError ? errorCodeOf(info.error.result) : undefined;
    return (
      <div
        className={cx(ui.banner, ui.bannerError)}
        role="alert"
        data-banner-code={'payments.info-failed' satisfies BannerCode}
      >
        {paymentInfoErrorMessage(code)}
      </div>
    );
  }
  const data = info.data;
  // "Today" is the institution's business date the server sends (spec 2 §3 PaymentDetails),
  // never the browser's clock: a browser in another time zone would date payments a day off.
  const today = parseWireDay(data.businessDate);
  if (!today)
    return (
      <div
        className={cx(ui.banner, ui.bannerError)}
        role="alert"
        data-banner-code={'payments.info-failed' satisfies BannerCode}
      >
        {paymentInfoErrorMessage(undefined)}
      </div>
    );
  const thirdPartyRoute = isThirdPartyBranch(
    account.number,
    officeLength,
    settings.text('Payments.ThirdPartyBranchMin'),
    settings.text('Payments.ThirdPartyBranchMax'),
  );
  const cardOverMaximum = cardBlockedByMaximum({
    isCard: true,
    isRecurring: false,
    isNonFutureDate: true,
    achMinimum: DEFAULT_MINIMUM_PAYMENT,
    cardMinimum: DEFAULT_MINIMUM_PAYMENT,
    cardMaximum: settingCents(settings.text('Payments.CardMaximum'), 250_000),
    delinquent: data.isDelinquent,
    forceDelinquentTotalDue: settings.flag('Payments.ForceDelinquentTotalDue'),
    forceMinimumPayment: false,
    forceTotalDue: false,
    allowRecurringAboveRegular: false,
    maxPayoffPercent: 100,
    defaultPaymentAmount: data.defaultPaymentAmount,
    regularPaymentAmount: data.regularPaymentAmount,
    totalDue: data.totalAmountDue,
    payoffAmount: data.payoffAmount,
    payoffQuote: null,
  });
  const restriction = restrictionEffect(data.restrictionCode);
  const decided = availabilityAfterLoad({
    availability: availabilityOnSelect({
      holdCode: account.comment,
      achBlocked: data.blockAch || restriction.achBlocked,
      cardBlocked: data.blockCard || cardOverMaximum || restriction.cardBlocked,
      cardsAllowed: data.allowCards && settings.flag('Payments.AllowCard'),
      achAllowed: settings.flag('Payments.AllowECheck'),
      thirdPartyRoute,
      balance: account.balance,
    }),
    serverAllowsAch: data.allowAch,
    hold48: settings.flag('Payments.Hold48'),
    blockImmediateAchAfterCutoff: data.blockImmediateAchAfterCutoff,
    hasScheduledPayments: data.scheduledPayments.length > 0,
  });
  // No online payment security refuses the whole payment, with its configurable text.
  const availability = restriction.blockedTextKey
    ? { kind: 'blocked' as const, message: settings.text(restriction.blockedTextKey) }
    : decided;

  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentInfoKey(account.number) });
  // Deleting a recurring or scheduled payment sends the borrower back to the method step.
  const afterDelete = () => {
    setChosen(null);
    announceAccountsChanged('payment-deleted');
    void refresh();
  };
  const afterMethodsChanged = () => {
    announceAccountsChanged('payment-methods');
    return refresh();
  };

  const managing = (
    <>
      <ScheduledPaymentList
        payments={data.scheduledPayments}
        accountNumber={account.number}
        allowDelete={settings.flag('Payments.AllowDeleteScheduled')}
        rescheduleText={settings.text('Payments.ScheduledRescheduleText')}
        onDeleted={afterDelete}
      />
      {data.recurringPayment && (
        <RecurringPaymentInfo
          payment={data.recurringPayment}
          accountNumber={account.number}
          allowDelete={settings.flag('Payments.AllowDeleteRecurring')}
          onDeleted={afterDelete}
        />
      )}
    </>
  );

  if (availability.kind === 'blocked') {
    return (
      <>
        <div
          className={cx(ui.banner, ui.bannerError)}
          role="alert"
          data-banner-code={'payments.blocked' satisfies BannerCode}
        >
          {availability.message}
        </div>
        {managing}
      </>
    );
  }

  // A loan on the third-party route first shows its notice; Continue leads to the methods, where
  // the Card choice is the third-party link (spec 2 §2 Select Loan Account, Payment type).
  if (thirdPartyRoute && !thirdPartyContinued)
    return (
      <>
        <div
          className={cx(ui.banner, ui.bannerInfo)}
          role="group"
          aria-label="Third-party payments"
        >
          <p>{settings.text('Payments.ThirdPartyRouteNotice')}</p>
          <button type="button" className={ui.button} onClick={() => setThirdPartyContinued(true)}>
            Continue to Make Payment
          </button>
        </div>
        {managing}
      </>
    );

  const onNewMethod = async (result: { singleUse: ChosenMethod } | { savedLastFour: string }) => {
    const kind = adding;
    setAdding(null);
    if ('singleUse' in result) return setChosen(result.singleUse);
    await afterMethodsChanged();
    const refreshed = queryClient.getQueryData<PaymentInfo>(paymentInfoKey(account.number));
    // A saved method is preselected by matching its last four digits.
    const match = refreshed?.savedMethods.find(
      (method) => method.lastFour === result.savedLastFour && method.isCard === (kind === 'Card'),
    );
    setChosen(match ? fromSaved(match) : null);
  };

  return (
    <>
      {availability.notice && <p className={cx(ui.banner, ui.bannerInfo)}>{availability.notice}</p>}
      {managing}
      <PaymentTypeSection
        settings={settings}
        info={data}
        accountNumber={account.number}
        achAllowed={availability.ach}
        cardAllowed={availability.card}
        thirdPartyRoute={thirdPartyRoute}
        type={type}
        chosen={chosen}
        onTypeChange={(next) => {
          setType(next);
          setChosen(null);
        }}
        onChoose={setChosen}
        onAddNew={setAdding}
        onMethodsChanged={() => void afterMethodsChanged()}
      />
      {type === 'ACH' && <AchNotes settings={settings} />}
      {account.type === 9 && (
        <p className="payments-note">
          For a recurring line-of-credit payment, the amount is calculated at payment time.
        </p>
      )}
      {chosen && (
        <PaymentDetails
          key={methodKey(chosen)}
          account={account}
          info={data}
          method={chosen}
          settings={settings}
          today={today}
          draftAgreements={
            settings.flag('Agreements.RichText')
              ? achAgreementsInForce(configuredAgreements(settings), today)
              : []
          }
        />
      )}
      {adding && (
        <Suspense fallback={null}>
          <NewMethodModal
            type={adding}
            accountNumber={account.number}
            canSaveCard={adding === 'Card' && Boolean(session?.isPersonalUser)}
            canSaveAch={
              adding === 'ACH' &&
              Boolean(session?.isPersonalUser) &&
              settings.flag('Payments.SaveAchProfiles')
            }
            allowSavings={settings.flag('Payments.AllowSavings')}
            confirmShown={!settings.flag('Payments.HideConfirmAccountNumber')}
            preCheck={settings.flag('Payments.RoutingPreCheck')}
            allowedBrands={parseAllowedBrands(settings.text('Payments.AllowedCardBrands'))}
            debitOnly={settings.flag('Payments.DebitOnly')}
            fullAddress={settings.flag('Payments.RequireFullAddress')}
            now={today}
            agreements={configuredAgreements(settings)}
            forceClick={settings.flag('Agreements.ForceClickOnUrl')}
            richText={settings.flag('Agreements.RichText')}
            onCancel={() => setAdding(null)}
            onDone={(result) => void onNewMethod(result)}
          />
        </Suspense>
      )}
    </>
  );
}

function AchNotes({ settings }: { settings: PaymentSettings }) {
  return (
    <ul className="payments-note" aria-label="ACH notes">
      <li>{settings.text('Payments.AchNoteImmediate')}</li>
      <li>{settings.text('Payments.AchNoteScheduled')}</li>
      <li>{settings.text('Payments.AchNoteRecurring')}</li>
    </ul>
  );
}

/** The configured agreements; a broken setup text is reported and leaves no agreement to show. */
function configuredAgreements(settings: PaymentSettings): Agreement[] {
  try {
    return parseAgreements(AGREEMENT_SETTING_KEYS.map((key) => settings.text(key)));
  } catch (error) {
    console.error('Agreement setup error', error);
    return [];
  }
}
