/**
 * The DVLA Vehicle Enquiry Service on loopback, answering as its documentation says: `POST
 * /v1/vehicles` with the `x-api-key` header and a JSON body `{"registrationNumber": "AB12CDE"}`.
 * A known registration answers 200 with the vehicle (`motExpiryDate`, `taxDueDate` and the rest);
 * an unknown one 404 with `{"errors": [{"status", "code", "title": "Vehicle Not Found", "detail":
 * "Record for vehicle not found"}]}`; a registration it cannot read 400 with "Invalid format for
 * field - vehicle registration number"; a missing or wrong key 403. A test switches it to
 * answering 429 (rate limited) or 503 (down) to every request, or to never answering.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const DVLA_TEST_KEY = 'dvla-test-key';

export type DvlaBehaviour = 'answer' | 'rate-limited' | 'down' | 'silent';

export interface DvlaVehicle {
  motExpiryDate?: string;
  taxDueDate?: string;
}

export interface DvlaStandIn {
  url: string;
  /** Registrations it knows, by the registration as DVLA writes it. */
  vehicles: Map<string, DvlaVehicle>;
  behave(behaviour: DvlaBehaviour): void;
  /** Every registration asked for, in order, with the key it came with. */
  asked: { registrationNumber: unknown; apiKey: string | undefined }[];
  close(): Promise<void>;
}

const VRN = /^[A-Z0-9]{1,7}$/;

function errors(status: number, title: string, detail: string) {
  return { errors: [{ status: String(status), code: String(status), title, detail }] };
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

export async function startDvlaStandIn(): Promise<DvlaStandIn> {
  let behaviour: DvlaBehaviour = 'answer';
  const vehicles = new Map<string, DvlaVehicle>();
  const asked: DvlaStandIn['asked'] = [];
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/vehicles') {
        return answer(response, 404, errors(404, 'Not Found', 'Resource not found'));
      }
      const body = (await readJson(request)) as { registrationNumber?: unknown } | undefined;
      const apiKey = request.headers['x-api-key'] as string | undefined;
      asked.push({ registrationNumber: body?.registrationNumber, apiKey });
      if (apiKey !== DVLA_TEST_KEY) return answer(response, 403, { message: 'Forbidden' });
      if (behaviour === 'rate-limited') {
        return answer(response, 429, errors(429, 'Too Many Requests', 'Too many requests'));
      }
      // Takes the request and never answers (closed when the stand-in closes).
      if (behaviour === 'silent') return;
      if (behaviour === 'down') {
        return answer(response, 503, errors(503, 'Service Unavailable', 'Service Unavailable'));
      }
      const vrn = body?.registrationNumber;
      if (typeof vrn !== 'string' || !VRN.test(vrn)) {
        return answer(
          response,
          400,
          errors(400, 'Bad Request', 'Invalid format for field - vehicle registration number'),
        );
      }
      const vehicle = vehicles.get(vrn);
      if (!vehicle) {
        return answer(
          response,
          404,
          errors(404, 'Vehicle Not Found', 'Record for vehicle not found'),
        );
      }
      return answer(response, 200, {
        registrationNumber: vrn,
        taxStatus: 'Taxed',
        motStatus: 'Valid',
        make: 'FORD',
        colour: 'WHITE',
        yearOfManufacture: 2021,
        fuelType: 'DIESEL',
        markedForExport: false,
        typeApproval: 'M2',
        monthOfFirstRegistration: '2021-03',
        ...vehicle,
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    vehicles,
    asked,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
