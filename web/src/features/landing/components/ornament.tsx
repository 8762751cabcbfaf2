/** A small eight-pointed star between two rules, under section headings. Decorative. */
export function Ornament({ className = 'text-amber-500' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 16" width="120" height="16" className={'mx-auto block ' + className}>
      <path d="M4 8h44M72 8h44" stroke="currentColor" strokeWidth="1" opacity="0.55" />
      <polygon
        fill="currentColor"
        points="60,0.5 61.4,4.7 65.3,2.7 63.3,6.6 67.5,8 63.3,9.4 65.3,13.3 61.4,11.3 60,15.5 58.6,11.3 54.7,13.3 56.7,9.4 52.5,8 56.7,6.6 54.7,2.7 58.6,4.7"
      />
    </svg>
  );
}
