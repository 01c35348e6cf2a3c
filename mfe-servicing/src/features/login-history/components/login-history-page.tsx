import type { PageProps } from '../../../lib/page-props';

export default function LoginHistoryPage(_props: PageProps) {
  return (
    <section className="card" aria-labelledby="page-heading">
      <h1 id="page-heading">Login History</h1>
      <p>This page is not available in the portal yet.</p>
    </section>
  );
}
