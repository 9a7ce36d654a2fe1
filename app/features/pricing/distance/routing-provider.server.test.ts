import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPlace } from '../places/match-place.server.ts';
import { builtInRoadMiles, routingDistanceProvider } from './distance-provider.server.ts';

/** An OSRM-shaped routing server on loopback: answers, fails or hangs by the path it is asked. */
let server: Server;
let url: string;
const asked: string[] = [];
let mode: 'answer' | 'fail' | 'hang' = 'answer';

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (mode === 'hang') return;
    if (mode === 'fail') return void res.writeHead(500).end('down');
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: 'Ok', routes: [{ distance: 40_233.6 }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const place = (text: string) => matchPlace(text)!;

describe('the routing distance provider', () => {
  it('asks the routing server, converts metres to miles and caches the answer', async () => {
    mode = 'answer';
    asked.length = 0;
    const provider = routingDistanceProvider({ url, timeoutMs: 2000 });
    expect(await provider.roadMiles(place('Pontypridd'), place('Swansea'))).toBe(25);
    expect(await provider.roadMiles(place('Pontypridd'), place('Swansea'))).toBe(25);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(
      /^\/route\/v1\/driving\/-3\.\d+,51\.\d+;-3\.\d+,51\.\d+\?overview=false$/,
    );
  });

  it('keeps the published airport figures without asking', async () => {
    asked.length = 0;
    const provider = routingDistanceProvider({ url, timeoutMs: 2000 });
    expect(await provider.roadMiles(place('Cardiff Central'), place('Heathrow T5'))).toBe(150);
    expect(asked).toHaveLength(0);
  });

  it.each(['fail', 'hang'] as const)(
    'falls back to the built-in distance when the server %s',
    async (how) => {
      mode = how;
      const provider = routingDistanceProvider({ url, timeoutMs: 200 });
      const from = place('Merthyr Tydfil');
      const to = place('Bristol');
      expect(await provider.roadMiles(from, to)).toBe(builtInRoadMiles(from, to));
    },
  );
});
