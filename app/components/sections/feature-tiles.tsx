import type { FeatureTile } from '#app/content/types.ts';
import { cn } from '#app/lib/cn.ts';
import { ContentIcon } from '../icon.tsx';

export function FeatureTiles({
  tiles,
  className,
}: {
  tiles: readonly FeatureTile[];
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {tiles.map((tile) => (
        <li
          key={tile.title}
          className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]"
        >
          <span className="bg-navy-50 text-navy-900 flex size-11 items-center justify-center rounded-xl">
            <ContentIcon name={tile.icon} className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{tile.title}</h3>
          <p className="mt-1.5 text-[0.95rem] leading-relaxed text-slate-600">{tile.text}</p>
        </li>
      ))}
    </ul>
  );
}
