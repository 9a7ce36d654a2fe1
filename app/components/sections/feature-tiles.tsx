import type { FeatureTile } from '#app/content/types.ts';
import { cn } from '#app/lib/cn.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { SECTIONS_TEXT } from './sections-text.ts';
import { ContentIcon } from '../icon.tsx';
import { SwipeRow, swipeItem } from '../swipe-row.tsx';

/** Reasons to choose us: a swipeable row on a phone, a grid from tablet up. */
export function FeatureTiles({
  tiles,
  className,
  label,
  columns = 4,
}: {
  tiles: readonly FeatureTile[];
  className?: string;
  label?: string;
  /** Tiles a row on a wide screen. */
  columns?: 3 | 4;
}) {
  const defaultLabel = SECTIONS_TEXT[useLocale()].featuresLabel;
  return (
    <SwipeRow
      label={label ?? defaultLabel}
      className={cn(
        'gap-4 sm:grid-cols-2',
        columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
        className,
      )}
    >
      {tiles.map((tile) => (
        <li
          key={tile.title}
          className={`${swipeItem} rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]`}
        >
          <span className="bg-navy-50 text-navy-900 flex size-11 items-center justify-center rounded-xl">
            <ContentIcon name={tile.icon} className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{tile.title}</h3>
          <p className="mt-1.5 text-[0.95rem] leading-relaxed text-slate-600">{tile.text}</p>
        </li>
      ))}
    </SwipeRow>
  );
}
