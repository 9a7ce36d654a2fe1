import { useState } from 'react';
import { imageSrcSet, imageUrl } from '#app/components/picture.tsx';
import { IMAGES } from '#app/generated/images.ts';

/**
 * A slide's illustration. Picture waits for each image to come into view, but a slide waiting
 * off to the side of a clipping viewport never does, so it would arrive blank as it slides in.
 * Here the carousel decides: once it is near the viewport (`load`), every slide loads at once and
 * fades in; until then (and without JavaScript, through <noscript>) it behaves like Picture.
 */
export function SlideImage({
  name,
  alt,
  sizes,
  load,
}: {
  name: string;
  alt: string;
  sizes: string;
  load: boolean;
}) {
  const [loaded, setLoaded] = useState(false);
  const entry = IMAGES[name];
  if (!entry) throw new Error(`Unknown image "${name}": add images/src/${name}.svg`);
  const largest = entry.widths.at(-1) ?? entry.width;
  const fallback = imageUrl(name, entry, entry.widths.includes(800) ? 800 : largest, 'webp');
  const sources = (
    <>
      <source type="image/avif" srcSet={imageSrcSet(name, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(name, 'webp')} sizes={sizes} />
    </>
  );
  return (
    <span
      className="bg-navy-50 block overflow-hidden"
      style={{ aspectRatio: `${entry.width} / ${entry.height}` }}
    >
      {load ? (
        <picture>
          {sources}
          <img
            ref={(el) => {
              // Already in the cache: no load event will come.
              if (el?.complete && el.naturalWidth > 0 && !loaded) setLoaded(true);
            }}
            src={fallback}
            alt={alt}
            width={entry.width}
            height={entry.height}
            sizes={sizes}
            decoding="async"
            draggable={false}
            onLoad={() => setLoaded(true)}
            className="img-fade h-full w-full object-cover"
            data-loaded={String(loaded)}
          />
        </picture>
      ) : (
        <noscript>
          <picture>
            {sources}
            <img
              src={fallback}
              alt={alt}
              width={entry.width}
              height={entry.height}
              loading="lazy"
              className="h-full w-full object-cover"
            />
          </picture>
        </noscript>
      )}
    </span>
  );
}
