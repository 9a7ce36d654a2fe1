/** Admin journeys in Chromium: signing in through the real form, and an axe check of a page. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const E2E_ADMIN_EMAIL = 'operator@bus4u.test';
export const E2E_ADMIN_PASSWORD = 'correct horse battery staple';

export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  credentials = { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  path = '/admin',
): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Erases a person on /admin/data-protection, through its form, as the operator does. */
export async function eraseThroughForm(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/data-protection`);
  await page.getByLabel('E-mail address').nth(1).fill(email);
  await page.getByLabel('I understand this cannot be undone').check();
  await page.getByRole('button', { name: 'Erase' }).click();
}

export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // The kept e-mails' sandboxed frames run no scripts, so axe cannot be injected into them and
    // would wait for them forever; their content is the e-mail, tested with the e-mail templates.
    .exclude('iframe[sandbox]')
    .analyze();
  return result.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

/** The admin session cookie's value in this page's context (undefined when there is none). */
export async function sessionCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name.endsWith('bus4u_admin'))?.value;
}
