import { data, useNavigation } from 'react-router';
import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import {
  loadPaymentTermsPanel,
  savePaymentTermsForm,
} from '#app/features/payments/admin-payment-terms.server.ts';
import { SAVE_TERMS_INTENT } from '#app/features/payments/payment-terms-form.ts';
import { PaymentTermsPanel } from '#app/features/payments/admin-ui/payment-terms-panel.tsx';
import { listFleet } from '#app/features/bookings/fleet.server.ts';
import {
  loadBookingRulesPanel,
  saveBookingRulesForm,
} from '#app/features/instant-booking/admin-booking-rules.server.ts';
import { SAVE_RULES_INTENT } from '#app/features/instant-booking/booking-rules-form.ts';
import { BookingRulesPanel } from '#app/features/instant-booking/admin-ui/booking-rules-panel.tsx';
import { alertsAction, loadAlertsPanel } from '#app/features/alerts/alerts-settings.server.ts';
import { isAlertsIntent } from '#app/features/alerts/alerts-form.ts';
import { AlertsPanel } from '#app/features/alerts/admin-ui/alerts-panel.tsx';
import {
  currentIncludedText,
  saveIncludedTextForm,
} from '#app/features/customer-quote/included-text-store.server.ts';
import { SAVE_INCLUDED_INTENT } from '#app/features/customer-quote/included-text.ts';
import { IncludedTextPanel } from '#app/features/customer-quote/admin-ui/included-text-panel.tsx';
import { FlightSettingsPanel } from '#app/features/flights/admin-ui/flight-settings-panel.tsx';
import {
  loadFlightSettingsPanel,
  saveFlightSettingsForm,
} from '#app/features/flights/flight-settings-store.server.ts';
import { SAVE_FLIGHT_SETTINGS_INTENT } from '#app/features/flights/flight-settings.ts';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => adminMeta('Settings');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = await requireAdmin(request, context);
  const included = await currentIncludedText(db, Boolean(env.VAT_NUMBER));
  return {
    includedText: {
      text: included.text,
      savedAt: included.saved ? included.saved.at.toISOString() : null,
    },
    bookingRules: await loadBookingRulesPanel(db, await listFleet(db)),
    paymentTerms: await loadPaymentTermsPanel(db, env),
    alerts: await loadAlertsPanel(db, env),
    flightSettings: await loadFlightSettingsPanel(db),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, session } = await requireAdminAction(request, context);
  const form = await readAdminForm(request);
  if (form.get('intent') === SAVE_RULES_INTENT) {
    const result = await saveBookingRulesForm(db, form, session.email);
    return data(
      { intent: SAVE_RULES_INTENT as typeof SAVE_RULES_INTENT, ...result },
      { status: result.ok ? 200 : 400 },
    );
  }
  const intent = form.get('intent');
  if (isAlertsIntent(intent)) {
    const result = await alertsAction(db, env, intent, form);
    return data({ ...result, alerts: true as const }, { status: result.ok ? 200 : 400 });
  }
  if (form.get('intent') === SAVE_FLIGHT_SETTINGS_INTENT) {
    const result = await saveFlightSettingsForm(db, form, session.email);
    return data(
      { intent: SAVE_FLIGHT_SETTINGS_INTENT as typeof SAVE_FLIGHT_SETTINGS_INTENT, ...result },
      { status: result.ok ? 200 : 400 },
    );
  }
  if (form.get('intent') === SAVE_INCLUDED_INTENT) {
    const result = await saveIncludedTextForm(db, form, session.email);
    return data(
      { intent: SAVE_INCLUDED_INTENT as typeof SAVE_INCLUDED_INTENT, ...result },
      { status: result.ok ? 200 : 400 },
    );
  }
  if (form.get('intent') !== SAVE_TERMS_INTENT) {
    return data({ intent: 'unknown' as const, ok: false as const }, { status: 400 });
  }
  const result = await savePaymentTermsForm(db, form, session.email);
  return data(
    { intent: SAVE_TERMS_INTENT as typeof SAVE_TERMS_INTENT, ...result },
    { status: result.ok ? 200 : 400 },
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const terms = actionData?.intent === SAVE_TERMS_INTENT ? actionData : undefined;
  const rules = actionData?.intent === SAVE_RULES_INTENT ? actionData : undefined;
  const alerts = actionData && 'alerts' in actionData ? actionData : undefined;
  const included = actionData?.intent === SAVE_INCLUDED_INTENT ? actionData : undefined;
  const flights = actionData?.intent === SAVE_FLIGHT_SETTINGS_INTENT ? actionData : undefined;
  const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  return (
    <>
      <PageTitle title="Settings" />
      {/* One even gap between the panels, each a section with its own heading. */}
      <div className="space-y-12">
        <IncludedTextPanel
          // A new save resets the inputs to what was saved.
          key={`included-${loaderData.includedText.savedAt ?? 'default'}`}
          text={loaderData.includedText.text}
          savedAt={loaderData.includedText.savedAt}
          saved={included?.ok === true}
          refused={included && !included.ok ? included : undefined}
          busy={busy}
        />
        <BookingRulesPanel
          key={`rules-${loaderData.bookingRules.version}`}
          panel={loaderData.bookingRules}
          saved={rules?.ok === true}
          refused={rules && !rules.ok ? rules.reply : undefined}
          busy={busy}
        />
        <PaymentTermsPanel
          // A new version resets the inputs to what was saved.
          key={loaderData.paymentTerms.version}
          panel={loaderData.paymentTerms}
          saved={terms?.ok === true}
          refused={terms && !terms.ok ? terms.reply : undefined}
          busy={busy}
        />
        <FlightSettingsPanel
          key={`flights-${loaderData.flightSettings.version}`}
          panel={loaderData.flightSettings}
          saved={flights?.ok === true}
          refused={flights && !flights.ok ? flights.reply : undefined}
          busy={busy}
        />
        <AlertsPanel panel={loaderData.alerts} result={alerts} busy={busy} />
      </div>
    </>
  );
}
