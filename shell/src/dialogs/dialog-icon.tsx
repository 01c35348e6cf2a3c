/** The generic confirm modal's icon (spec 1 §2): a checkmark or money. Decorative. */
export function DialogIcon({ icon }: { icon: 'checkmark' | 'money' }) {
  return (
    <svg
      className={`modal__icon modal__icon--${icon}`}
      viewBox="0 0 24 24"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
      data-icon={icon}
    >
      <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {icon === 'checkmark' ? (
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2" />
      ) : (
        // Drawn, not typed: a text glyph would join the dialog's text for screen readers.
        <path
          d="M15 8.6c-.6-.9-1.7-1.4-3-1.4-1.7 0-3 .9-3 2.1 0 2.9 6 1.6 6 4.6 0 1.3-1.3 2.2-3 2.2-1.4 0-2.6-.6-3.2-1.6M12 5.2v13.6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
