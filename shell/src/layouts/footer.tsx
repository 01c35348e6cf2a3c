import { usePortalState } from '@portal/shared-contracts';

export function Footer({ now = new Date() }: { now?: Date }) {
  const holder = usePortalState((state) => state.options?.text('Footer.Copyright') ?? '');
  return (
    <footer className="footer">
      <p>
        © {now.getFullYear()} {holder}
      </p>
    </footer>
  );
}
