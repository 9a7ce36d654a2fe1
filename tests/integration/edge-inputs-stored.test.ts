/**
 * Input that reaches the database, on PGlite and PostgreSQL: each is refused with a clear 4xx
 * and changes nothing, or is cleaned before it is stored. A NUL byte in the customer's decline
 * reason (PostgreSQL cannot store it in text), and control and bidirectional characters that
 * would otherwise reach an e-mail or the admin.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { action as bookingsAction, loader as bookingsLoader } from '#app/routes/admin/bookings.tsx';
import { TARIFF_FIELD_GROUPS, tariffFieldValue } from '#app/features/pricing/tariff-form-fields.ts';
import { currentTariff } from '#app/features/pricing/tariff-store.server.ts';
import { action as pricingAction } from '#app/routes/admin/pricing.tsx';
import { action as yourQuoteAction } from '#app/routes/your-quote.tsx';
import type { Env } from '#server/platform/env.server.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie, SITE } from '../support/admin.ts';
import { customerPageContext } from '../support/customer-page.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { addFitDriver } from '../support/fit-fleet.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { priceForm } from '../support/price-loop.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';

type YourQuoteArgs = Parameters<typeof yourQuoteAction>[0];
type BookingsArgs = Parameters<typeof bookingsAction>[0];

const TOO_LARGE_ID = '99999999999999999999';

describe.each(DATABASE_KINDS)('input that reaches the database, on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind);
  let env: Env;
  let cookie: string;

  beforeAll(async () => {
    env = adminEnv(database);
    cookie = await signedInCookie(database, env);
  });

  /** A stored request with a price sent; its id and the customer's token. */
  async function priced(
    email: string,
    overrides: Record<string, unknown> = {},
    price: Record<string, string> = {},
  ) {
    const response = await postQuote(app.url, quoteBody({ email, ...overrides }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const token = await issueQuoteToken(app.db, id);
    const sent = await sendPrice(
      { db: app.db, boss: app.boss },
      { quoteId: id, by: 'operator@bus4u.test', form: priceForm(price) },
    );
    expect(sent.ok).toBe(true);
    return { id, token };
  }

  /** Posts the customer's answer; what the page answered, thrown or returned. */
  async function answer(token: string, form: Record<string, string>) {
    try {
      return (await yourQuoteAction({
        request: new Request(`${SITE}/your-quote/${token}`, {
          method: 'POST',
          body: new URLSearchParams(form),
        }),
        params: { token },
        context: customerPageContext(database, app),
      } as unknown as YourQuoteArgs)) as { data: { error: string }; init: { status: number } };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { data: { error: '' }, init: { status: thrown.status } };
      throw thrown;
    }
  }

  const priceOf = async (id: string) =>
    (
      await database.query<{ state: string; decline_reason: string | null }>(
        'select state, decline_reason from quote_prices where quote_id = $1',
        [id],
      )
    )[0]!;

  it('refuses a NUL byte in the decline reason with a 400 in the page, and changes nothing', async () => {
    const { id, token } = await priced('nul@example.com');
    const result = await answer(token, {
      intent: 'decline',
      revision: '1',
      reason: 'Too\u0000dear',
    });
    expect(result.init.status).toBe(400);
    expect(result.data.error).toBe(
      'We could not read your reason. Please type it again, or leave it out.',
    );
    expect(await priceOf(id)).toEqual({ state: 'sent', decline_reason: null });
  });

  /** Posts a register form as the operator; the status and message it answered. */
  async function register(form: Record<string, string>) {
    try {
      const result = (await bookingsAction({
        request: adminRequest('/admin/bookings', { cookie, form }),
        params: {},
        context: adminContext(database, env, { outbox: app.boss }),
      } as unknown as BookingsArgs)) as { ok: boolean; message: string };
      return { status: 200, ok: result.ok, message: result.message };
    } catch (thrown) {
      const init = (thrown as { init?: { status?: number }; data?: string }).init;
      if (!init?.status) throw thrown;
      return { status: init.status, ok: false, message: (thrown as { data: string }).data };
    }
  }

  it.each([
    ['assign', { intent: 'assign', bookingId: TOO_LARGE_ID, vehicleId: '1' }],
    ['assign', { intent: 'assign', bookingId: '1', vehicleId: TOO_LARGE_ID }],
    ['assign', { intent: 'assign', bookingId: '1', driverId: TOO_LARGE_ID }],
    ['cancel', { intent: 'cancel', bookingId: TOO_LARGE_ID }],
    ['retire-vehicle', { intent: 'retire-vehicle', vehicleId: TOO_LARGE_ID }],
    ['restore-vehicle', { intent: 'restore-vehicle', vehicleId: TOO_LARGE_ID }],
  ])('refuses an id too large for its column (%s) with a 400', async (_intent, form) => {
    const fleetBefore = await database.query('select id, active from fleet_vehicles order by id');
    expect(await register(form)).toEqual({
      status: 400,
      ok: false,
      message: 'That id is not one of ours. Reload the page and try again.',
    });
    expect(await database.query('select id, active from fleet_vehicles order by id')).toEqual(
      fleetBefore,
    );
  });

  it('strips control and bidirectional characters from names, requirements, notes and reasons before storing them', async () => {
    const { id, token } = await priced(
      'controls@example.com',
      {
        name: '\u202eMegan\u001b[2J Jones\u0007',
        specialRequirements: 'Two\u2066 child\u200f seats\u0008',
      },
      { note: 'Call\u0007 before\u202d noon', included: 'Driver\u001b and fuel' },
    );
    const [request] = await database.query<{ name: string; special_requirements: string }>(
      'select name, special_requirements from quote_requests where id = $1',
      [id],
    );
    expect(request).toEqual({ name: 'Megan[2J Jones', special_requirements: 'Two child seats' });
    const result = await answer(token, {
      intent: 'decline',
      revision: '1',
      reason: 'Too\u001b dear\u202e',
    });
    expect(result.init.status).toBe(303);
    const [price] = await database.query<{
      note: string;
      included: string;
      decline_reason: string;
    }>('select note, included, decline_reason from quote_prices where quote_id = $1', [id]);
    expect(price).toEqual({
      note: 'Call before noon',
      included: 'Driver and fuel',
      decline_reason: 'Too dear',
    });
  });

  it('keeps the register honest: strict seats, no unknown or retired vehicle, every clash flagged, one driver never on two jobs at once', async () => {
    const booked = async (email: string) => {
      const { id, token } = await priced(email);
      expect(
        (await answer(token, { intent: 'accept', revision: '1', terms: 'on' })).init.status,
      ).toBe(303);
      const [row] = await database.query<{ id: number }>(
        'select id from bookings where quote_id = $1',
        [id],
      );
      return String(row!.id);
    };
    const registerPage = () =>
      bookingsLoader({
        request: adminRequest('/admin/bookings', { cookie }),
        params: {},
        context: adminContext(database, env, { outbox: app.boss }),
      } as unknown as Parameters<typeof bookingsLoader>[0]);
    // The register seeds the fleet from the fleet page when first opened.
    await registerPage();
    // Two jobs for 12 passengers at the same time on the same day.
    const first = await booked('register-one@example.com');
    const second = await booked('register-two@example.com');

    for (const seats of ['0x20', '1e0', ' 7', '7.0', '']) {
      expect(await register({ intent: 'add-vehicle', name: `Van ${seats}`, seats })).toEqual({
        status: 200,
        ok: false,
        message: 'Give the number of passenger seats.',
      });
    }
    expect((await register({ intent: 'add-vehicle', name: 'Little van', seats: '8' })).ok).toBe(
      true,
    );
    const vehicleIdOf = async (name: string) =>
      String(
        (
          await database.query<{ id: number }>('select id from fleet_vehicles where name = $1', [
            name,
          ])
        )[0]!.id,
      );
    const littleVan = await vehicleIdOf('Little van');
    const [big] = await database.query<{ id: number }>(
      `select id from fleet_vehicles where seats >= 12 and name <> 'Little van' order by id limit 1`,
    );
    const bigVehicle = String(big!.id);
    const vehicleOf = async (bookingId: string) =>
      (
        await database.query<{ vehicle_id: number | null }>(
          'select vehicle_id from bookings where id = $1',
          [bookingId],
        )
      )[0]!.vehicle_id;

    expect((await register({ intent: 'assign', bookingId: first, vehicleId: bigVehicle })).ok).toBe(
      true,
    );
    // An unknown vehicle, or one that is no id at all, is refused and the vehicle stays.
    expect(
      await register({ intent: 'assign', bookingId: first, vehicleId: '424242', driverName: '' }),
    ).toEqual({ status: 200, ok: false, message: 'Choose a vehicle from the fleet list.' });
    expect(
      (await register({ intent: 'assign', bookingId: first, vehicleId: 'abc', driverName: '' }))
        .status,
    ).toBe(400);
    expect(await vehicleOf(first)).toBe(Number(bigVehicle));

    // A retired vehicle cannot be given to a booking.
    expect((await register({ intent: 'retire-vehicle', vehicleId: littleVan })).ok).toBe(true);
    expect(
      await register({ intent: 'assign', bookingId: first, vehicleId: littleVan, driverName: '' }),
    ).toEqual({
      status: 200,
      ok: false,
      message: 'That vehicle is retired. Put it back in service first, or choose another.',
    });
    expect(await vehicleOf(first)).toBe(Number(bigVehicle));
    expect((await register({ intent: 'restore-vehicle', vehicleId: littleVan })).ok).toBe(true);

    // Eight seats for twelve passengers: flagged. One driver on both jobs at once: refused, the
    // rule named, and nothing saved.
    const gareth = String(await addFitDriver(database.query, { name: 'Gareth Price' }));
    expect(
      (
        await register({
          intent: 'assign',
          bookingId: first,
          vehicleId: littleVan,
          driverId: gareth,
        })
      ).ok,
    ).toBe(true);
    expect(
      await register({
        intent: 'assign',
        bookingId: second,
        vehicleId: bigVehicle,
        driverId: gareth,
      }),
    ).toEqual({ status: 200, ok: false, message: 'Nothing was saved.' });
    expect(await vehicleOf(second)).toBeNull();
    const page = (await registerPage()) as {
      rows: {
        id: number;
        clashesWith: number[];
        driverClashesWith: number[];
        tooFewSeats: boolean;
      }[];
    };
    const flags = (id: string) => {
      const row = page.rows.find((r) => r.id === Number(id))!;
      return {
        clashesWith: row.clashesWith,
        driverClashesWith: row.driverClashesWith,
        tooFewSeats: row.tooFewSeats,
      };
    };
    expect(flags(first)).toEqual({ clashesWith: [], driverClashesWith: [], tooFewSeats: true });
    expect(flags(second)).toEqual({ clashesWith: [], driverClashesWith: [], tooFewSeats: false });
    // A driver typed by hand on an older booking is known by name alone: such clashes are flagged.
    await database.query(`update bookings set driver_id = null, driver_name = $2 where id = $1`, [
      first,
      'Gareth Price',
    ]);
    await database.query(`update bookings set driver_name = $2 where id = $1`, [
      second,
      ' gareth  price ',
    ]);
    const typed = (await registerPage()) as typeof page;
    expect(typed.rows.find((r) => r.id === Number(first))!.driverClashesWith).toEqual([
      Number(second),
    ]);
  });

  it('refuses a tariff saved over a newer version, and overwrites nothing', async () => {
    const { tariff, version } = await currentTariff(app.db);
    const form = (minimumFare: string) => {
      const fields: Record<string, string> = { editedFrom: version };
      for (const field of TARIFF_FIELD_GROUPS.flatMap((g) => g.fields)) {
        fields[field.name] = tariffFieldValue(tariff, field);
      }
      return { ...fields, minimumFare };
    };
    const save = (fields: Record<string, string>) =>
      pricingAction({
        request: adminRequest('/admin/pricing', { cookie, form: fields }),
        params: {},
        context: adminContext(database, env),
      } as unknown as Parameters<typeof pricingAction>[0]) as Promise<{
        data: { ok: boolean; reply?: { error?: Record<string, string[]> } };
        init: { status: number };
      }>;
    // Two operators opened the same version; the first saves.
    const first = await save(form('111'));
    expect(first.data.ok).toBe(true);
    const second = await save(form('222'));
    expect(second.init.status).toBe(400);
    // The form's own message (Conform keeps it under the name '').
    expect(second.data.reply?.error?.['']).toEqual([
      'The tariff changed while you were editing: someone saved a newer version. Your figures are below: check them against the tariff now in force, then save again.',
    ]);
    expect((await currentTariff(app.db)).tariff.minimumFare).toBe(11_100);
  });
});
