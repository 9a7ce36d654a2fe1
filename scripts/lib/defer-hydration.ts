/**
 * The rewrite of React Router's start script in every prerendered page (docs/decisions/001), apart
 * from the postbuild step that applies it, so its scheduling can be tested on its own.
 */
import {
  HYDRATED_EVENT,
  REPLAY_ATTRIBUTE,
  REPLAY_FALLBACK_MS,
  REPLAY_MIN_WIDTH_ATTRIBUTE,
} from '../../app/lib/tap-replay.ts';

/**
 * Hydrates after the page has painted and loaded (or at the visitor's first touch, key or focus),
 * rather than racing the first paint for a phone's bandwidth: React Router's module script is
 * rewritten so its static imports become dynamic ones inside a start function, and the
 * modulepreload hints go. The prerendered HTML is complete and usable before this runs. If React
 * Router's script ever changes shape, the page is left as it was.
 */
const HYDRATE_ON = ['pointerdown', 'keydown', 'touchstart', 'focusin'];

/**
 * Holds a plain click on a replayable control (app/lib/tap-replay.ts) until the app is live, then
 * clicks it again; if the app never comes (its script failed or hangs), the link is followed.
 */
const REPLAY_SCRIPT = [
  'let held = null, live = false, fallback = 0;',
  'const follow = () => { live = true; const el = held; held = null; if (el && el.href) location.href = el.href; };',
  `addEventListener("click", (e) => { if (live || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || !(e.target instanceof Element)) return; const el = e.target.closest("[${REPLAY_ATTRIBUTE}]"); if (!el || innerWidth < Number(el.getAttribute("${REPLAY_MIN_WIDTH_ATTRIBUTE}") || 0)) return; e.preventDefault(); held = el; start(); clearTimeout(fallback); fallback = setTimeout(follow, ${REPLAY_FALLBACK_MS}); }, true);`,
  `addEventListener(${JSON.stringify(HYDRATED_EVENT)}, () => { live = true; clearTimeout(fallback); const el = held; held = null; if (el && el.isConnected) el.click(); }, { once: true });`,
].join('\n');

/**
 * On a fast connection `load` can fire before the first frame is painted, and the framework's
 * 150 KB would then race the first paint after all (Lighthouse's slow-4G simulation counts every
 * request started before the largest paint against it). So a start on `load` also waits for the
 * first contentful paint and the frame after it; a touch, key or focus still starts at once.
 * Browsers without paint timing, or a page that never paints (a hidden tab), start after
 * `PAINT_WAIT_MAX_MS`.
 */
export const PAINT_WAIT_MAX_MS = 3000;
const PAINTED_SCRIPT = [
  'const afterFirstPaint = (f) => {',
  '  let done = false;',
  '  const run = () => { if (!done) { done = true; f(); } };',
  `  setTimeout(run, ${PAINT_WAIT_MAX_MS});`,
  '  if (!self.PerformanceObserver || !(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return run();',
  '  const po = new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length) { po.disconnect(); requestAnimationFrame(() => setTimeout(run, 0)); } });',
  '  po.observe({ type: "paint", buffered: true });',
  '};',
].join('\n');

export function deferHydration(html: string): string {
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!script) return html;
  const body = script[1]!;
  const imports = [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)];
  if (!imports.length || !/^import\("[^"]+"\);$/m.test(body)) return html;
  const rest = body.replace(/^import \* as \w+ from "[^"]+";$/gm, '').replace(/^;\s*/, '');
  const names = imports.map((m) => m[1]).join(', ');
  const loads = imports.map((m) => `import(${JSON.stringify(m[2])})`).join(', ');
  const rewritten = [
    `const go = async () => { const [${names}] = await Promise.all([${loads}]);`,
    rest,
    '};',
    'let started = false;',
    'const start = () => { if (!started) { started = true; go().catch(() => follow()); } };',
    REPLAY_SCRIPT,
    PAINTED_SCRIPT,
    `if (document.readyState === "complete") afterFirstPaint(start); else { addEventListener("load", () => afterFirstPaint(start), { once: true }); for (const t of ${JSON.stringify(HYDRATE_ON)}) addEventListener(t, start, { once: true, passive: true, capture: true }); }`,
  ].join('\n');
  return html
    .replace(script[0], `<script type="module" async="">${rewritten}</script>`)
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, '');
}
