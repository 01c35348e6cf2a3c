// The make-payment page shows parts that other features own: the Payment Details modal
// (payment-methods), the scheduled and recurring payments (scheduled-payments) and the wallet
// dialog (wallet). A feature never imports another feature, so the app hands these parts to the
// page through this context; their props are declared here, where both sides can see them.
import type { DateTime } from 'luxon';
import { createContext, useContext, type ComponentType } from 'react';
import type { RecurringPayment, ScheduledPayment } from '../api/payment-info';
import type { Agreement } from './agreements';
import type { CardBrand } from '@portal/field-rules/card-number';
import type { ChosenMethod } from './chosen-method';

export interface NewMethodModalProps {
  type: 'ACH' | 'Card';
  /** The loan being paid (a saved card is recorded against it). */
  accountNumber: string;
  canSaveAch: boolean;
  canSaveCard: boolean;
  allowSavings: boolean;
  confirmShown: boolean;
  preCheck: boolean;
  allowedBrands: readonly CardBrand[];
  debitOnly: boolean;
  fullAddress: boolean;
  now: DateTime;
  /** The configured agreements (parsed from the setup texts). */
  agreements: readonly Agreement[];
  forceClick: boolean;
  /** Agreements are rich text shown in a dialog with Cancel and I Accept. */
  richText: boolean;
  onCancel(): void;
  /** A single-use method, or the last four digits of a newly saved ACH profile. */
  onDone(result: { singleUse: ChosenMethod } | { savedLastFour: string }): void;
}

export interface WalletModalProps {
  wallet: string;
  amount: number;
  fees: number;
  accountNumber: string;
  onClose(): void;
  onDone(): void;
}

export interface RecurringPaymentInfoProps {
  payment: RecurringPayment;
  accountNumber: string;
  allowDelete: boolean;
  onDeleted(): void;
}

export interface ScheduledPaymentListProps {
  payments: readonly ScheduledPayment[];
  accountNumber: string;
  allowDelete: boolean;
  rescheduleText: string;
  onDeleted(): void;
}

export interface PaymentSections {
  NewMethodModal: ComponentType<NewMethodModalProps>;
  WalletModal: ComponentType<WalletModalProps>;
  RecurringPaymentInfo: ComponentType<RecurringPaymentInfoProps>;
  ScheduledPaymentList: ComponentType<ScheduledPaymentListProps>;
  /** Starts downloading the sections a chosen loan shows, beside the loan's payment. */
  preloadLoanSections(): Promise<unknown>;
}

const PaymentSectionsContext = createContext<PaymentSections | null>(null);

export const PaymentSectionsProvider = PaymentSectionsContext.Provider;

export function usePaymentSections(): PaymentSections {
  const sections = useContext(PaymentSectionsContext);
  if (!sections) throw new Error('The make-payment page is rendered without its sections.');
  return sections;
}
