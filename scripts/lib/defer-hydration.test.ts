/**
 * When the rewritten start script fetches the page's code. The script runs in a V8 context whose
 * browser parts (events, timers, frames, paint timing) the test drives by hand, so the order of
 * `load` and the first paint, which a real browser decides by itself, is chosen here; the real
 * page is covered by tests/e2e/early-taps.test.ts.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferHydration, PAINT_WAIT_MAX_MS } from './defer-hydration.ts';

const PAGE = [
  '<html><head>',
  '<link rel="modulepreload" href="/assets/framework.js"/>',
  '<script type="module" async="">import * as route0 from "/assets/root.js";',
  'import * as route1 from "/assets/home.js";',
  'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client.js");</script>',
  '</head><body></body></html>',
].join('\n');

function startScript(html: string): string {
  const match = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no start script');
  // A classic script cannot call import(); the test's stand-in records what would be loaded.
  return match[1]!.replaceAll('import(', 'loadModule(');
}

interface Timer {
  at: number;
  run: () => void;
}

/** A page that has not loaded yet, with its clock, frames and paint timing under the test's hand. */
function fakePage(options: { paintTiming: boolean }) {
  const loaded: string[] = [];
  const listeners = new Map<string, Array<() => void>>();
  let timers: Timer[] = [];
  let frames: Array<() => void> = [];
  let now = 0;
  const observers: Array<(list: { getEntriesByName: (n: string) => unknown[] }) => void> = [];
  let painted = false;
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(
      private readonly callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void,
    ) {}
    observe() {
      observers.push(this.callback);
      if (painted) this.callback({ getEntriesByName: () => [{}] });
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const context = {
    loadModule: (url: string) => {
      loaded.push(url);
      return new Promise(() => {});
    },
    document: { readyState: 'loading', documentElement: { dataset: {} } },
    window: {} as Record<string, unknown>,
    self: { PerformanceObserver: FakeObserver },
    PerformanceObserver: FakeObserver,
    addEventListener: (type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    setTimeout: (run: () => void, ms = 0) => {
      timers.push({ at: now + ms, run });
      return timers.length;
    },
    clearTimeout: () => {},
    requestAnimationFrame: (run: () => void) => {
      frames.push(run);
      return frames.length;
    },
    Element: class {},
    innerWidth: 390,
    location: { href: '/' },
  };
  return {
    loaded,
    run(script: string) {
      runInNewContext(script, context);
    },
    fire(type: string) {
      if (type === 'load') context.document.readyState = 'complete';
      for (const listener of listeners.get(type) ?? []) listener();
    },
    paint() {
      painted = true;
      for (const callback of [...observers]) callback({ getEntriesByName: () => [{}] });
    },
    /** Renders one frame, then lets the clock run `ms` and the timers due by then fire. */
    tick(ms = 0) {
      const due = frames;
      frames = [];
      for (const run of due) run();
      now += ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        next.run();
      }
    },
  };
}

describe('the start script', () => {
  const script = startScript(deferHydration(PAGE));

  it('drops the modulepreload hints', () => {
    expect(deferHydration(PAGE)).not.toContain('modulepreload');
  });

  it('waits past a load that comes before the first paint, then loads once painted', () => {
    const page = fakePage({ paintTiming: true });
    page.run(script);
    page.fire('load');
    page.tick(100);
    expect(page.loaded).toEqual([]);
    page.paint();
    page.tick();
    expect(page.loaded).toEqual(['/assets/root.js', '/assets/home.js']);
  });

  it('loads right after load when the page has painted already', () => {
    const page = fakePage({ paintTiming: true });
    page.paint();
    page.run(script);
    page.fire('load');
    page.tick();
    expect(page.loaded).toEqual(['/assets/root.js', '/assets/home.js']);
  });

  it('loads at once on a touch, before load and paint', () => {
    const page = fakePage({ paintTiming: true });
    page.run(script);
    page.fire('touchstart');
    expect(page.loaded).toEqual(['/assets/root.js', '/assets/home.js']);
  });

  it('starts on load in a browser without paint timing', () => {
    const page = fakePage({ paintTiming: false });
    page.run(script);
    page.fire('load');
    page.tick();
    expect(page.loaded).toEqual(['/assets/root.js', '/assets/home.js']);
  });

  it('starts 3 s after load when no paint is ever reported, a hidden tab that renders no frame', () => {
    expect(PAINT_WAIT_MAX_MS).toBe(3000);
    const page = fakePage({ paintTiming: true });
    page.run(script);
    page.fire('load');
    page.tick(2999);
    expect(page.loaded).toEqual([]);
    page.tick(1);
    expect(page.loaded).toEqual(['/assets/root.js', '/assets/home.js']);
  });

  it('loads only once however many starts come', () => {
    const page = fakePage({ paintTiming: true });
    page.paint();
    page.run(script);
    page.fire('pointerdown');
    page.fire('load');
    page.tick(PAINT_WAIT_MAX_MS);
    expect(page.loaded).toEqual(['/assets/root.js', '/assets/home.js']);
  });
});
