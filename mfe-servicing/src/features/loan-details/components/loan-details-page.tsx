import type { PageProps } from '../../../lib/page-props';

export default function LoanDetailsPage(_props: PageProps) {
  return (
    <section className="card" aria-labelledby="page-heading">
      <h1 id="page-heading">Loan Details</h1>
      <p>This page is not available in the portal yet.</p>
    </section>
  );
}
