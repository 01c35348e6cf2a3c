import { cx, ui } from '@portal/ui/class-names';
import type { BannerCode } from '@portal/telemetry-contract/banner-codes';

/**
 * The spec's error messages, announced to screen readers; the shell counts the banner by its
 * catalogue code (telemetry), never by its text.
 */
export function ErrorBanner({
  messages,
  code = 'servicing.error',
}: {
  messages: readonly string[];
  code?: BannerCode;
}) {
  if (messages.length === 0) return null;
  return (
    <div className={cx(ui.banner, ui.bannerError)} role="alert" data-banner-code={code}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
