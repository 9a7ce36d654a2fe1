/**
 * Taps that land before the page has hydrated (docs/decisions/001) are not lost. The page's
 * deferred start script (scripts/postbuild.ts) holds back a click on a control marked with
 * REPLAY_ATTRIBUTE, starts hydration at once, and clicks the control again when the app says it
 * is ready, so the tap does what it would have done a moment later. Client-safe.
 */
import { useEffect } from 'react';

/** Marks a control whose early taps are held and replayed (quote buttons, the Call button). */
export const REPLAY_ATTRIBUTE = 'data-replay';
/** Replays only from this viewport width up; below it the link is followed (Call dials). */
export const REPLAY_MIN_WIDTH_ATTRIBUTE = 'data-replay-min-width';
/** Dispatched on window once the app has hydrated and its handlers are attached. */
export const HYDRATED_EVENT = 'bus4u:hydrated';
/**
 * A held tap whose page never hydrates (a script blocked, a chunk that never arrives) is followed
 * as the plain link it is after this long, so even then the tap is not lost.
 */
export const REPLAY_FALLBACK_MS = 15_000;

/** Says, once, that the app is live: mounted in the root layout, whose effect runs last. */
export function useAnnounceHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}
