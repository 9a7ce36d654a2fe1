import { data, useNavigation } from 'react-router';
import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import { loadPricingPage, savePricing } from '#app/features/pricing/admin-pricing.server.ts';
import { PriceCalculator } from '#app/features/pricing/admin-ui/price-calculator.tsx';
import { TariffForm } from '#app/features/pricing/admin-ui/tariff-form.tsx';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = () => adminMeta('Pricing');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = await requireAdmin(request, context);
  return loadPricingPage(db, env, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session } = await requireAdminAction(request, context);
  const result = await savePricing(db, await readAdminForm(request), session.email);
  return data(result, { status: result.ok ? 200 : 400 });
}

const savedAtFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

export default function Pricing({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { tariff, version, savedBy, savedAt, journey, result, credit } = loaderData;
  return (
    <>
      <PageTitle title="Pricing" />
      <div className="mb-4 max-w-3xl space-y-2 text-sm text-slate-700">
        <p>
          These figures make the instant price visitors see in the quote form, and the estimate
          shown on each request. The first tariff is a starting point we set from typical Cardiff
          minibus prices: adjust every figure to your own costs. Each save becomes a new version;
          estimates already given keep the version they came from.
        </p>
        <p>
          Passenger transport in a vehicle built to carry 10 or more passengers is zero-rated for
          VAT (HMRC VAT Notice 744A), so the 12-, 15- and 16-seat minibuses start at 0%. If the
          business is not VAT-registered, set every VAT rate to 0.
        </p>
        <p>
          In force: <strong>{version}</strong>, saved by {savedBy} on{' '}
          {savedAtFormat.format(new Date(savedAt))}.
        </p>
      </div>
      {actionData?.ok ? (
        <p
          role="status"
          className="mb-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          Saved as {actionData.version}. The next estimate uses it.
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <TariffForm
          // A new version resets the inputs to what was saved.
          key={version}
          tariff={tariff}
          version={version}
          refused={actionData && !actionData.ok ? actionData.reply : undefined}
          busy={navigation.state === 'submitting' && navigation.formMethod === 'POST'}
        />
        <div>
          <PriceCalculator journey={journey} result={result} />
        </div>
      </div>
      <p className="mt-6 text-xs text-slate-600">Place names and positions: {credit}.</p>
    </>
  );
}
