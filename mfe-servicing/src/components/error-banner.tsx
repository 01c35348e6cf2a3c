import { cx, ui } from '@portal/ui/class-names';
/** The spec's error messages, announced to screen readers. */
export function ErrorBanner({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className={cx(ui.banner, ui.bannerError)} role="alert">
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
