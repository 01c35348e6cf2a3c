import type { ReactNode } from 'react';

/** An error (role alert) or information (role status) banner. */
export function Banner({ kind, children }: { kind: 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`banner banner--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
