import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { IMAGES, type ImageEntry } from '#app/generated/images.ts';
import { IMAGE_LAZY_MARGIN_PX } from '#app/lib/constants.ts';
import { cn } from '#app/lib/cn.ts';

export function imageUrl(name: string, entry: ImageEntry, width: number, ext: 'avif' | 'webp') {
  return `/img/${name}-${entry.hash}-${width}.${ext}`;
}

export function imageSrcSet(name: string, ext: 'avif' | 'webp'): string {
  const entry = IMAGES[name];
  if (!entry) return '';
  return entry.widths.map((w) => `${imageUrl(name, entry, w, ext)} ${w}w`).join(', ');
}

/** The largest WebP of an illustration, e.g. for Open Graph or structured data. */
export function imageLargestUrl(name: string): string | undefined {
  const entry = IMAGES[name];
  const w = entry?.widths.at(-1);
  return entry && w ? imageUrl(name, entry, w, 'webp') : undefined;
}

interface PictureProps {
  name: string;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  /** Above the fold: loads at once with high priority (and the route preloads it). */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  /**
   * Set by a parent that knows better when to load, such as a carousel whose off-side slides
   * never scroll into view: true loads now, false waits. Left out, the image waits until it is
   * within 50 px of the viewport.
   */
  load?: boolean;
}

function Sources({ name, sizes }: { name: string; sizes: string }) {
  return (
    <>
      <source type="image/avif" srcSet={imageSrcSet(name, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(name, 'webp')} sizes={sizes} />
    </>
  );
}

/**
 * An illustration from the image pipeline, in AVIF or WebP at the right width, with its own
 * aspect ratio reserved so nothing shifts. Lazy images load once within 50 px of the viewport and
 * fade in; without JavaScript the <noscript> copy loads instead.
 */
export function Picture({
  name,
  alt,
  sizes,
  priority,
  className,
  imgClassName,
  load,
}: PictureProps) {
  const entry = IMAGES[name];
  const holder = useRef<HTMLSpanElement>(null);
  const [inView, setInView] = useState(Boolean(priority));
  const visible = load ?? inView;
  const [loaded, setLoaded] = useState(Boolean(priority));

  useEffect(() => {
    if (visible || load !== undefined || !holder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${IMAGE_LAZY_MARGIN_PX}px` },
    );
    observer.observe(holder.current);
    return () => observer.disconnect();
  }, [visible, load]);

  if (!entry)
    throw new Error(`Unknown image "${name}": add images/src/${name}.svg or a photo, ${name}.jpg`);
  // A hero image is the page's largest paint: React puts this preload in the document head.
  if (priority) {
    preload(imageUrl(name, entry, entry.widths.at(-1) ?? entry.width, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: imageSrcSet(name, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  const largest = entry.widths.at(-1) ?? entry.width;
  const fallback = imageUrl(name, entry, entry.widths.includes(800) ? 800 : largest, 'webp');
  const img = (lazy: boolean, onLoad?: () => void, ref?: (el: HTMLImageElement | null) => void) => (
    <img
      ref={ref}
      src={fallback}
      alt={alt}
      width={entry.width}
      height={entry.height}
      // `sizes` is only valid beside a `srcset`; browsers without <source> support pick from it.
      srcSet={imageSrcSet(name, 'webp')}
      sizes={sizes}
      loading={lazy ? 'lazy' : 'eager'}
      decoding={lazy ? 'async' : 'sync'}
      fetchPriority={priority ? 'high' : undefined}
      onLoad={onLoad}
      draggable={load === undefined ? undefined : false}
      className={cn('h-full w-full object-cover', lazy && 'img-fade', imgClassName)}
      data-loaded={lazy ? String(loaded) : undefined}
    />
  );

  return (
    <span
      ref={holder}
      className={cn('bg-navy-50 block overflow-hidden', className)}
      style={{ aspectRatio: `${entry.width} / ${entry.height}` }}
    >
      {priority ? (
        <picture>
          <Sources name={name} sizes={sizes} />
          {img(false)}
        </picture>
      ) : visible ? (
        <picture>
          <Sources name={name} sizes={sizes} />
          {img(
            true,
            () => setLoaded(true),
            (el) => {
              // Already in the cache: no load event will come.
              if (el?.complete && el.naturalWidth > 0 && !loaded) setLoaded(true);
            },
          )}
        </picture>
      ) : (
        <noscript>
          <picture>
            <Sources name={name} sizes={sizes} />
            <img
              src={fallback}
              alt={alt}
              width={entry.width}
              height={entry.height}
              srcSet={imageSrcSet(name, 'webp')}
              sizes={sizes}
              loading="lazy"
              className="h-full w-full object-cover"
            />
          </picture>
        </noscript>
      )}
    </span>
  );
}
