// The make-payment page with the parts other features own, loaded lazily as one route module.
import MakePaymentPage from '../features/make-payment/components/make-payment-page';
import { PaymentSectionsProvider } from '../lib/payment-sections';
import { paymentSections } from './payment-sections';

export default function MakePaymentRoute() {
  return (
    <PaymentSectionsProvider value={paymentSections}>
      <MakePaymentPage />
    </PaymentSectionsProvider>
  );
}
