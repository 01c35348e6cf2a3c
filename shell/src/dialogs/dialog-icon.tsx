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
        <text
          x="12"
          y="16.5"
          textAnchor="middle"
          fontSize="13"
          fontWeight="700"
          fill="currentColor"
        >
          $
        </text>
      )}
    </svg>
  );
}
