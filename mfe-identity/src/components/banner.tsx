import type { ReactNode } from 'react';
import { cx, ui } from '@portal/ui/class-names';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';

/**
 * An error (role alert) or information (role status) banner. The shell counts error banners by
 * their catalogue code (telemetry), never by their text.
 */
export function Banner({
  kind,
  code = 'identity.error',
  children,
}: {
  kind: 'error' | 'info';
  code?: BannerCode;
  children: ReactNode;
}) {
  return (
    <div
      className={cx(ui.banner, kind === 'error' ? ui.bannerError : ui.bannerInfo)}
      role={kind === 'error' ? 'alert' : 'status'}
      data-banner-code={kind === 'error' ? code : undefined}
    >
      {children}
    </div>
  );
}
