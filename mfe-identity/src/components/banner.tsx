import type { ReactNode } from 'react';
import { cx, ui } from '@portal/ui/class-names';

/** An error (role alert) or information (role status) banner. */
export function Banner({ kind, children }: { kind: 'error' | 'info'; children: ReactNode }) {
  return (
    <div
      className={cx(ui.banner, kind === 'error' ? ui.bannerError : ui.bannerInfo)}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
