/**
 * The admin area's routes (docs/http-api.md), rendered on the server per
 * request behind a session and never prerendered. The pages share the "admin" layout, which
 * root.tsx recognises to leave the public header, footer and banners out.
 */
import { layout, route } from '@react-router/dev/routes';
import { ADMIN_LAYOUT_ID } from './features/admin/admin-paths.ts';

export const ADMIN_ROUTES = [
  layout('routes/admin/layout.tsx', { id: ADMIN_LAYOUT_ID }, [
    route('admin', 'routes/admin/sign-in.tsx'),
    route('admin/dashboard', 'routes/admin/dashboard.tsx'),
    route('admin/quotes/:id', 'routes/admin/quote.tsx'),
    route('admin/bookings', 'routes/admin/bookings.tsx'),
    route('admin/drivers', 'routes/admin/drivers.tsx'),
    route('admin/accounts', 'routes/admin/accounts.tsx'),
    route('admin/accounts/:id', 'routes/admin/account.tsx'),
    route('admin/calendars', 'routes/admin/calendars.tsx'),
    route('admin/contracts', 'routes/admin/contracts.tsx'),
    route('admin/contracts/:id', 'routes/admin/contract.tsx'),
    route('admin/compliance', 'routes/admin/compliance.tsx'),
    route('admin/spam', 'routes/admin/spam.tsx'),
    route('admin/data-protection', 'routes/admin/data-protection.tsx'),
    route('admin/ranking-tracker', 'routes/admin/ranking-tracker.tsx'),
    route('admin/pricing', 'routes/admin/pricing.tsx'),
    route('admin/settings', 'routes/admin/settings.tsx'),
  ]),
  // Resource routes: no page, no layout.
  route('admin/sign-out', 'routes/admin/sign-out.ts'),
  route('admin/quotes.csv', 'routes/admin/quotes-csv.ts'),
  route('admin/bookings.csv', 'routes/admin/bookings-csv.ts'),
  route('admin/invoices.csv', 'routes/admin/invoices-csv.ts'),
  route('admin/quotes/:id/documents/:file', 'routes/admin/quote-document.ts'),
  route('admin/accounts/:id/documents/:file', 'routes/admin/account-document.ts'),
  route('admin/data-protection/export', 'routes/admin/data-protection-export.ts'),
];
