import type { AreaPageProps } from '@portal/shared-contracts';

const HEADINGS = { payment: 'Make a Payment', paymentConfirm: 'Payment Confirmation' } as const;

/** The payments area. Its screens arrive with the payments issue; until then it says so. */
export function PaymentsArea({ page }: AreaPageProps<'payments'>) {
  return (
    <section className="card" aria-labelledby="payments-heading">
      <h1 id="payments-heading">{HEADINGS[page]}</h1>
      <p>
        Online payments are not available in the portal yet. Please contact your institution to make
        a payment.
      </p>
    </section>
  );
}
