// The brand's logo mark: the crescent in its green square, the same drawing as the favicon
// (web/public/favicon.svg). Plain SVG, no dependencies, so the landing page can show it too.
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg data-brand-mark="" viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className ?? 'size-7 shrink-0'}>
      <rect width="32" height="32" rx="7" fill="#047857" />
      <path d="M20.5 7.5a9 9 0 1 0 4 15.9A7.5 7.5 0 1 1 20.5 7.5z" fill="#fff" />
    </svg>
  );
}
