import { cx } from "./cx";

/** The Sobremesa logo: a small plate mark and the wordmark in Inter (`textClassName` styles the word). */
export function Wordmark({ className, textClassName }: { className?: string; textClassName?: string }) {
  return (
    <span className={cx("inline-flex items-center gap-2 text-xl font-bold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false" className="shrink-0">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <circle cx="16" cy="16" r="9.5" fill="none" stroke="var(--color-brand-500)" strokeWidth="2.5" />
        <circle cx="16" cy="16" r="4" fill="var(--color-accent-400)" />
      </svg>
      <span className={textClassName}>Sobremesa</span>
    </span>
  );
}
