/**
 * The Touchline mark: a pitch seen from the touchline. Decorative; the wordmark next to it names it.
 * Its size is the caller's (`size-8`).
 */
export function BrandMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="#15803d" />
      <rect x="6" y="8" width="20" height="16" rx="1.5" fill="none" stroke="#fff" strokeWidth="1.6" />
      <path d="M16 8v16" stroke="#fff" strokeWidth="1.6" />
      <circle cx="16" cy="16" r="3.2" fill="none" stroke="#fff" strokeWidth="1.6" />
      <path d="M6 12.5h2.8v7H6M26 12.5h-2.8v7H26" fill="none" stroke="#fff" strokeWidth="1.4" />
    </svg>
  );
}
