/**
 * The customer's page (`/your-quote/<token>`) driven through its own loader and action, as
 * integration tests do without a build: the server context it reads, and an answer posted as the
 * browser posts it, giving back where the page sent the customer.
 */
import { RouterContextProvider } from 'react-router';
import { serverContext } from '#app/lib/server-context.server.ts';
import { action } from '#app/routes/your-quote.tsx';
import { paymentServicesFor, paymentsContext } from '#server/payment-services.server.ts';
import type { TestDatabase } from './databases.ts';
import type { QuoteApp } from './quote-app.ts';

type ActionArgs = Parameters<typeof action>[0];

/** The context the page's loader and action read: the app's database, environment and outbox. */
export function customerPageContext(database: TestDatabase, app: QuoteApp): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(serverContext, {
    cspNonce: 'test',
    database: database.handle,
    env: app.env,
    clientAddress: '127.0.0.1',
    outbox: app.boss,
  });
  // As the server does (app.server.ts): payments wired once, on the outbox.
  context.set(paymentsContext, paymentServicesFor(app.env, app.boss));
  return context;
}

/** Posts the page's form; answers the redirect's Location (the page, or Stripe Checkout). */
export async function postCustomerPage(
  database: TestDatabase,
  app: QuoteApp,
  site: string,
  token: string,
  form: Record<string, string>,
): Promise<string> {
  try {
    await action({
      request: new Request(`${site}/your-quote/${token}`, {
        method: 'POST',
        body: new URLSearchParams(form),
      }),
      params: { token },
      context: customerPageContext(database, app),
    } as unknown as ActionArgs);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 303) {
      return thrown.headers.get('Location')!;
    }
    throw thrown;
  }
  throw new Error('the customer page did not redirect');
}
