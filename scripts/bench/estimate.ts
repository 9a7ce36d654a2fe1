/**
 * The estimate bench: POST /api/estimate on the running production server (autocannon,
 * the built-in distance provider, the rate limit raised), and the JavaScript the estimate adds to
 * the quote dialog's code. It prints figures; it never fails on a number.
 *
 * The JavaScript is measured by bundling the dialog twice with Vite, minified as in the build:
 * once as it is, once with the estimate's browser modules (the price panel, the request hook and
 * the place suggestions) replaced by empty stand-ins. The difference, gzipped, is what the
 * estimate costs a visitor who opens the dialog.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';
import { plainDayAhead } from '../../tests/support/dates.ts';
import { startServer } from '../lib/server.ts';
import { ESTIMATE_INPUTS } from './estimate-inputs.ts';
import { cannon, figures, type CannonFigures } from './load.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
export const ESTIMATE_SECONDS = 10;
export const ESTIMATE_CONNECTIONS = 50;

/** Journeys the form would send: named places, a town, a typed address, one priced by hand. */
const JOURNEYS = [
  { pickupLocation: 'Cardiff Central station', destination: 'Bristol Airport' },
  { pickupLocation: 'Caerau, Cardiff', destination: 'Heathrow Terminal 5' },
  { pickupLocation: '14 Heol y Nant, Caerau, Cardiff', destination: 'Principality Stadium' },
  { pickupLocation: 'Penarth', destination: 'Swansea' },
  { pickupLocation: 'Somewhere unheard of', destination: 'Nowhere in particular' },
];

function estimateBody(n: number): string {
  const pickupDate = plainDayAhead(20 + (n % 60));
  const journey = JOURNEYS[n % JOURNEYS.length]!;
  const isReturn = n % 3 === 0;
  return JSON.stringify({
    ...journey,
    pickupDate,
    pickupTime: '08:30',
    journeyDirection: isReturn ? 'return' : 'one-way',
    ...(isReturn ? { returnDate: pickupDate, returnTime: '22:00' } : {}),
    passengerCount: 1 + (n % 16),
    journeyType: 'airport-transfer',
  });
}

export interface EstimateFigures {
  load: CannonFigures;
  /** Answers with a price, and answers "priced by hand" (estimate null). */
  priced: number;
  byHand: number;
  typed: TypedFigures[];
}

/** What people type (estimate-inputs.ts), each sent once: how many came back with a price. */
export interface TypedFigures {
  destination: string;
  total: number;
  priced: number;
  /** Not priced because the place was not found: the gazetteer's misses. */
  unknown: string[];
  /** Found, but priced by hand for another rule (a day too long for one driver). */
  otherwise: string[];
}

/**
 * Every typed input goes one way to each of these: Heathrow Terminal 5, the long trip people ask
 * for most, where a pickup in west Wales makes a day too long for one driver (the job counts the
 * empty legs from and back to the depot); and Cardiff Airport, a short trip where that rule
 * rarely binds, so the share priced there is mostly the gazetteer's.
 */
export const TYPED_DESTINATIONS = ['Heathrow Terminal 5', 'Cardiff Airport'] as const;

/** A one-way trip a fortnight on, so the rules of a return's second leg stay out. */
function typedBody(typed: string, destination: string): string {
  return JSON.stringify({
    pickupLocation: typed,
    destination,
    pickupDate: plainDayAhead(14),
    pickupTime: '08:30',
    journeyDirection: 'one-way',
    passengerCount: 16,
    journeyType: 'airport-transfer',
  });
}

async function priceTypedInputs(url: string, destination: string): Promise<TypedFigures> {
  const unknown: string[] = [];
  const otherwise: string[] = [];
  for (const typed of ESTIMATE_INPUTS) {
    const response = await fetch(`${url}/api/estimate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typedBody(typed, destination),
    });
    const answer = (await response.json()) as { estimate?: unknown; reason?: string };
    if (response.ok && answer.estimate) continue;
    (answer.reason?.includes(typed) ? unknown : otherwise).push(typed);
  }
  return {
    destination,
    total: ESTIMATE_INPUTS.length,
    priced: ESTIMATE_INPUTS.length - unknown.length - otherwise.length,
    unknown,
    otherwise,
  };
}

async function loadEstimates(url: string, seconds: number, connections: number) {
  let n = 0;
  let priced = 0;
  let byHand = 0;
  const result = await cannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/estimate',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json' },
          body: estimateBody(n++),
        }),
        onResponse: (status, body) => {
          if (status !== 200) return;
          if ((JSON.parse(body) as { estimate: unknown }).estimate) priced++;
          else byHand++;
        },
      },
    ],
  });
  return { load: figures(result), priced, byHand };
}

/** The API on the production server in `buildDir`, with its own data directory (PGlite). */
export async function runEstimateLoad(buildDir: string): Promise<EstimateFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bus4u-bench-estimate-'));
  const server = await startServer({
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    RATE_LIMIT_ESTIMATES_PER_HOUR: '100000000',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdefghij',
  });
  try {
    const typed: TypedFigures[] = [];
    for (const destination of TYPED_DESTINATIONS) {
      typed.push(await priceTypedInputs(server.url, destination));
    }
    await loadEstimates(server.url, 2, 10); // warm-up: JIT, tariff cache, pool
    return { ...(await loadEstimates(server.url, ESTIMATE_SECONDS, ESTIMATE_CONNECTIONS)), typed };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The estimate's browser modules, and what stands in for each when it is left out. */
const ESTIMATE_MODULES: Record<string, string> = {
  'features/pricing/estimate-panel.tsx': 'export function EstimatePanel() { return null; }',
  'features/pricing/use-estimate.ts':
    "export function useEstimate() { return { status: 'waiting' }; }\nexport function shownEstimate() { return undefined; }",
  'features/pricing/place-suggestions.tsx':
    "export const PLACE_SUGGESTIONS_ID = 'bus4u-place-suggestions';\nexport function PlaceSuggestions() { return null; }",
};

function withoutEstimate(): Plugin {
  return {
    name: 'bench-without-estimate',
    enforce: 'pre',
    load(id) {
      const module = Object.keys(ESTIMATE_MODULES).find((m) => id.endsWith(`/app/${m}`));
      return module ? ESTIMATE_MODULES[module] : null;
    },
  };
}

/** The dialog's own code, minified and gzipped; React and the router are the page's, not its. */
async function dialogGzipBytes(stubbed: boolean): Promise<number> {
  const output = (await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: stubbed ? [withoutEstimate()] : [],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: join(ROOT, 'app/quote-dialog.tsx'),
        formats: ['es'],
        fileName: 'quote-dialog',
      },
      rollupOptions: {
        external: (id) => /^(react|react-dom|react-router)(\/|$)/.test(id),
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  let bytes = 0;
  for (const chunk of outputs.flatMap((o) => o.output)) {
    if (chunk.type === 'chunk') bytes += gzipSync(chunk.code, { level: 9 }).length;
  }
  return bytes;
}

export interface EstimateJs {
  dialogKb: number;
  withoutEstimateKb: number;
}

export async function measureEstimateJs(): Promise<EstimateJs> {
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return {
    dialogKb: kb(await dialogGzipBytes(false)),
    withoutEstimateKb: kb(await dialogGzipBytes(true)),
  };
}

/** The share of what people type that is priced, and the inputs that were not. */
export function typedTable(typed: TypedFigures): string {
  const share = (n: number) => Math.round((n / typed.total) * 1000) / 10;
  const found = typed.total - typed.unknown.length;
  const quoted = (list: string[]) => list.map((m) => `“${m}”`).join(', ');
  return [
    `What people type (scripts/bench/estimate-inputs.ts), each one way to ${typed.destination}: **${typed.priced} of ${typed.total} priced (${share(typed.priced)} %)**; the place found for ${found} (${share(found)} %).`,
    typed.unknown.length ? `Not found: ${quoted(typed.unknown)}.` : '',
    typed.otherwise.length
      ? `Found but priced by hand for another reason: ${quoted(typed.otherwise)}.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export function estimateTable(load: EstimateFigures | null, js: EstimateJs | null): string {
  const lines: string[] = [];
  if (load) {
    const f = load.load;
    lines.push(
      `${ESTIMATE_CONNECTIONS} connections, ${ESTIMATE_SECONDS} s, PGlite, built-in distance provider, rate limit raised; journeys vary (named places, towns, a typed address, one priced by hand).`,
      '',
      '| endpoint | req/s | p50 ms | p99 ms | non-2xx | errors | priced | by hand |',
      '|---|---|---|---|---|---|---|---|',
      `| POST /api/estimate | ${f.rps} | ${f.p50} | ${f.p99} | ${f.non2xx} | ${f.errors} | ${load.priced} | ${load.byHand} |`,
      '',
      ...load.typed.flatMap((t) => [typedTable(t), '']),
    );
  }
  if (js) {
    const added = Math.round((js.dialogKb - js.withoutEstimateKb) * 10) / 10;
    lines.push(
      '| quote dialog code (gzip, without React and the router) | KB |',
      '|---|---|',
      `| as built | ${js.dialogKb} |`,
      `| without the estimate (panel, request hook, place suggestions) | ${js.withoutEstimateKb} |`,
      `| added by the estimate | ${added} |`,
    );
  }
  return lines.join('\n');
}
