/**
 * How far a scrolling element has been read (0 to 1), and whether the scroll hint should still
 * show: only while the content overflows and until it has scrolled past the threshold once.
 */
import { useEffect, useState, type RefObject } from 'react';
import { SCROLL_HINT_HIDE_PX } from './quote-constants.ts';

export function useScrollProgress(ref: RefObject<HTMLElement | null>) {
  const [progress, setProgress] = useState(0);
  const [overflows, setOverflows] = useState(false);
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const range = element.scrollHeight - element.clientHeight;
      setOverflows(range > 1);
      setProgress(range > 1 ? Math.min(1, Math.max(0, element.scrollTop / range)) : 1);
      if (element.scrollTop > SCROLL_HINT_HIDE_PX) setScrolledPast(true);
    };
    // One measurement per frame, however fast the scroll events come.
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', schedule, { passive: true });
    // The content grows (return fields, error messages) and the viewport turns: measure again.
    const resize = new ResizeObserver(schedule);
    resize.observe(element);
    for (const child of Array.from(element.children)) resize.observe(child);
    return () => {
      element.removeEventListener('scroll', schedule);
      resize.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref]);

  return { progress, showHint: overflows && !scrolledPast };
}
