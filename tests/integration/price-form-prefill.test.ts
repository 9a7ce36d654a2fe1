/**
 * The operator's "Send a price" form against real databases (PGlite and PostgreSQL): a request
 * sent through POST /api/quotes with no estimate shown starts from the tariff's total and the
 * vehicle for its group; the standard "what is included" text is saved once in /admin/settings
 * and starts every form, in Welsh for a Welsh request; a journey longer than one driver's day is
 * left to be priced by hand, with the reason.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BY_HAND_REASONS } from '#app/features/pricing/estimate-service.server.ts';
import { DEFAULT_INCLUDED_TEXT } from '#app/features/customer-quote/included-text.ts';
import { loader as quoteLoader } from '#app/routes/admin/quote.tsx';
import { action as settingsAction, loader as settingsLoader } from '#app/routes/admin/settings.tsx';
import type { Env } from '#server/platform/env.server.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { plainDayAhead } from '../support/dates.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';

type QuoteArgs = Parameters<typeof quoteLoader>[0];
type QuotePage = Awaited<ReturnType<typeof quoteLoader>>;
type SettingsArgs = Parameters<typeof settingsLoader>[0];
type SettingsPage = Awaited<ReturnType<typeof settingsLoader>>;

describe.each(DATABASE_KINDS)('the price form on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind);
  let env: Env;
  let cookie: string;

  beforeAll(async () => {
    env = adminEnv(database);
    cookie = await signedInCookie(database, env);
  });

  async function requested(overrides: Record<string, unknown>): Promise<string> {
    const response = await postQuote(app.url, quoteBody({ estimate: null, ...overrides }, 20));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
  const panelOf = async (id: string) =>
    (
      (await quoteLoader({
        request: adminRequest(`/admin/quotes/${id}`, { cookie }),
        params: { id },
        context: adminContext(database, env),
      } as unknown as QuoteArgs)) as QuotePage
    ).pricePanel;
  const settings = async () =>
    (await settingsLoader({
      request: adminRequest('/admin/settings', { cookie }),
      params: {},
      context: adminContext(database, env),
    } as unknown as SettingsArgs)) as SettingsPage;
  const saveSettings = (form: Record<string, string>) =>
    settingsAction({
      request: adminRequest('/admin/settings', { cookie, form }),
      params: {},
      context: adminContext(database, env),
    } as unknown as SettingsArgs);

  it('prefills an API request with no estimate from the tariff, with the vehicle for 12', async () => {
    const id = await requested({
      email: 'prefill@example.com',
      pickupLocation: 'Cardiff Central',
      destination: 'Heathrow T5',
      pickupDate: plainDayAhead(20),
      pickupTime: '09:00',
      passengerCount: 12,
    });
    const panel = await panelOf(id);
    expect(panel.price).toBeNull();
    // The seeded tariff's fixed Heathrow fare for the 12-seat, VAT in.
    expect(panel.estimate).toEqual({ totalPence: 38_000, source: 'tariff' });
    expect(panel.vehicle).toBe('12-Seat Minibus');
    expect(panel.byHandReason).toBeNull();
    expect(panel.included).toBe(DEFAULT_INCLUDED_TEXT.noVat.en);
  });

  it('keeps the standard included text saved once, and gives a Welsh request its Welsh twin', async () => {
    const refused = await saveSettings({
      intent: 'save-included-text',
      includedEn: 'Driver and fuel.',
      includedCy: '   ',
    });
    expect(refused).toMatchObject({ data: { ok: false } });
    expect((await settings()).includedText.text).toEqual(DEFAULT_INCLUDED_TEXT.noVat);

    await saveSettings({
      intent: 'save-included-text',
      includedEn: 'Driver, fuel, parking and VAT.',
      includedCy: 'Gyrrwr, tanwydd, parcio a TAW.',
    });
    expect((await settings()).includedText.text).toEqual({
      en: 'Driver, fuel, parking and VAT.',
      cy: 'Gyrrwr, tanwydd, parcio a TAW.',
    });
    const english = await requested({ email: 'included-en@example.com' });
    const welsh = await requested({ email: 'included-cy@example.com', current_page: '/cy/quote' });
    expect((await panelOf(english)).included).toBe('Driver, fuel, parking and VAT.');
    const welshPanel = await panelOf(welsh);
    expect(welshPanel.included).toBe('Gyrrwr, tanwydd, parcio a TAW.');
    expect(welshPanel.customerLocale).toBe('cy');
  });

  it("leaves a journey past one driver's 9 hours to be priced by hand, with the reason", async () => {
    const edinburgh = {
      pickupLocation: 'Cardiff Central',
      destination: 'Edinburgh',
      pickupDate: plainDayAhead(20),
      pickupTime: '07:00',
      journeyDirection: 'one-way',
      journeyType: 'other',
    };
    const estimate = await fetch(`${app.url}/api/estimate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...edinburgh, passengerCount: 14 }),
    });
    // The contract's keys exactly; the `booking` key beside them says it cannot be booked now.
    expect(await estimate.json()).toEqual({
      estimate: null,
      reason: BY_HAND_REASONS.en.tooLongForOneDriver,
      booking: { now: false, reason: expect.any(String) },
    });
    expect(BY_HAND_REASONS.en.tooLongForOneDriver).toContain('9 hours');

    const id = await requested({ ...edinburgh, email: 'long@example.com', passengerCount: 14 });
    const panel = await panelOf(id);
    expect(panel.estimate).toBeNull();
    expect(panel.byHandReason).toBe(BY_HAND_REASONS.en.tooLongForOneDriver);
    expect(panel.vehicle).toBe('15-Seat Minibus');

    // Eight passengers ride in the 8-seat vehicle, outside the rules: the tariff prices it.
    const small = await panelOf(
      await requested({ ...edinburgh, email: 'long-small@example.com', passengerCount: 8 }),
    );
    expect(small.byHandReason).toBeNull();
    expect(small.estimate?.source).toBe('tariff');
  });
});
