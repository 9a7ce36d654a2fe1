import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play, Users } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FLEET_CONTENT } from '#app/content/localised.ts';
import { IMAGE_LAZY_MARGIN_PX } from '#app/lib/constants.ts';
import { Picture } from '#app/components/picture.tsx';
import { useLocale } from '#app/lib/use-locale.ts';
import { CAROUSEL_AUTOPLAY_MS } from './thanks-constants.ts';
import { THANKS_TEXT } from './thanks-text.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The fleet as a looping slideshow (WAI-ARIA APG carousel pattern). It advances every
 * 3 s and pauses while the pointer is over it, while anything in it has focus, while it is being
 * dragged, and for good once the visitor presses Pause (WCAG 2.2.2). Visitors who ask for reduced
 * motion get no autoplay, and moves without animation.
 */
export function FleetCarousel() {
  const locale = useLocale();
  const t = THANKS_TEXT[locale];
  // The fleet as that language's fleet page names it ("Bws mini 16 sedd" on Welsh pages).
  const { FLEET } = FLEET_CONTENT[locale];
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [
    // Our own state decides when it plays, so every built-in trigger is switched off.
    Autoplay({
      delay: CAROUSEL_AUTOPLAY_MS,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  ]);
  const [selected, setSelected] = useState(0);
  const [wantsAutoplay, setWantsAutoplay] = useState(true);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  // Bumped on every release, so a tap too quick to re-render in between still resumes play.
  const [releases, setReleases] = useState(0);
  const root = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const playing = Boolean(embla) && wantsAutoplay && !hovered && !focused && !dragging;

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const apply = () => {
      setReducedMotion(query.matches);
      if (query.matches) setWantsAutoplay(false);
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  // Images load within 50 px of the viewport; here that is the carousel as a whole.
  useEffect(() => {
    const node = root.current;
    if (!node || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${IMAGE_LAZY_MARGIN_PX}px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onDown = () => setDragging(true);
    const onUp = () => {
      setDragging(false);
      setReleases((n) => n + 1);
    };
    embla.on('select', onSelect).on('pointerDown', onDown).on('pointerUp', onUp);
    return () => {
      embla.off('select', onSelect).off('pointerDown', onDown).off('pointerUp', onUp);
    };
  }, [embla]);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, playing, releases]);

  const scrollPrev = useCallback(() => embla?.scrollPrev(reducedMotion), [embla, reducedMotion]);
  const scrollNext = useCallback(() => embla?.scrollNext(reducedMotion), [embla, reducedMotion]);
  // Touch pointers fire enter without a matching leave: only a mouse "hovers".
  const onPointerEnter = (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(true);
  const onPointerLeave = (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(false);
  // Keyboard focus pauses; a mouse click on Next is not a reason to stop for good.
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    if (e.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };

  const total = FLEET.length;
  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={t.carouselLabel}
      data-carousel
      data-selected={selected}
      data-playing={playing}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* Padding inside the clipping viewport leaves room for the cards' shadows. */}
      <div ref={viewportRef} className="-mx-2 overflow-hidden px-2 pt-1 pb-6">
        <div className="-ml-5 flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {FLEET.map((vehicle, index) => (
            <div
              key={vehicle.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t.slideLabel(index, total)}
              className="min-w-0 shrink-0 grow-0 basis-[88%] pl-5 sm:basis-1/2 lg:basis-1/3"
            >
              <figure className="h-full overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]">
                <Picture
                  load={near}
                  name={vehicle.image}
                  alt={t.vehicleAlt(vehicle.name)}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 88vw"
                />
                <figcaption className="flex items-center justify-between gap-3 px-5 py-4">
                  <span className="text-navy-900 font-bold">{vehicle.name}</span>
                  <span className="inline-flex shrink-0 items-center gap-1.5 text-sm text-slate-600">
                    <Users aria-hidden className="text-navy-600 size-4" /> {t.upTo(vehicle.seats)}
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      {/* Wraps on the narrowest phones (320 px, or before the web font loads, whose fallback is
          wider): the slide controls then keep to the right on a line of their own. */}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={!embla}
          onClick={() => setWantsAutoplay((on) => !on)}
          data-carousel-toggle
        >
          {wantsAutoplay ? <Pause aria-hidden /> : <Play aria-hidden />}
          {wantsAutoplay ? t.pauseSlideshow : t.playSlideshow}
        </Button>
        <div className="ml-auto flex items-center gap-3">
          <p aria-hidden className="text-sm font-semibold text-slate-600 tabular-nums">
            {selected + 1} / {total}
          </p>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t.previousSlide}
            disabled={!embla}
            onClick={scrollPrev}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t.nextSlide}
            disabled={!embla}
            onClick={scrollNext}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
    </section>
  );
}
