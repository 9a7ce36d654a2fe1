import { cn } from '#app/lib/cn.ts';

/** The Bus4U mark: a minibus in a rounded navy tile, and the wordmark with a red 4. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-10 shrink-0" focusable="false">
        <rect width="40" height="40" rx="11" fill={inverted ? '#ffffff' : '#0b2545'} />
        <path
          d="M8 25.5V15.2c0-2.3 1.6-4.2 3.9-4.2h14.4c1.6 0 3 .9 3.7 2.3l2.6 5.3c.3.6.4 1.2.4 1.9v5c0 1.2-1 2.2-2.2 2.2H10.2C9 27.5 8 26.6 8 25.5Z"
          fill={inverted ? '#0b2545' : '#ffffff'}
        />
        <path
          d="M11 14.5h5v4h-5zM18 14.5h5v4h-5zM25 14.5h2.6l2 4H25z"
          fill={inverted ? '#ffffff' : '#0b2545'}
        />
        <rect x="8" y="21" width="25" height="1.8" fill="#c8102e" />
        <circle
          cx="14"
          cy="28"
          r="3"
          fill={inverted ? '#0b2545' : '#ffffff'}
          stroke="#c8102e"
          strokeWidth="1.6"
        />
        <circle
          cx="27"
          cy="28"
          r="3"
          fill={inverted ? '#0b2545' : '#ffffff'}
          stroke="#c8102e"
          strokeWidth="1.6"
        />
      </svg>
      <span
        className={cn(
          'text-[1.45rem] leading-none font-extrabold tracking-tight',
          inverted ? 'text-white' : 'text-navy-900',
        )}
      >
        Bus<span className={inverted ? 'text-dragon-100' : 'text-dragon-600'}>4</span>U
      </span>
    </span>
  );
}
