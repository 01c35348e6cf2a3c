import { ui } from '@portal/ui/class-names';
import { KeyFigures } from '../../../components/key-figures';
import { Skeleton, SkeletonBar } from '../../../components/skeleton';

// The next payment's figures, as the loaded page shows them first.
const MONEY_TERMS = ['Payment Amount', 'Next Payment Due', 'Total Amount Due', 'Balance'];

/** The loan page while its account loads: the loan information card and its money summary. */
export function LoanInformationSkeleton() {
  return (
    <Skeleton label="Loading account">
      <section className={ui.card}>
        <h1>Loan Information</h1>
        <p>
          <SkeletonBar sample="Account 0000000000" />
        </p>
        <section className="servicing-money">
          <h3>Next Payment</h3>
          <KeyFigures
            figures={MONEY_TERMS.map((label) => ({
              label,
              value: <SkeletonBar sample="$0,000.00" />,
            }))}
          />
        </section>
      </section>
    </Skeleton>
  );
}
