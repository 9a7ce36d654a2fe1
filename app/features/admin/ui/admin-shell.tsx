import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import { cn } from '#app/lib/cn.ts';

const NAV = [
  { to: '/admin/dashboard', label: 'Requests' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/drivers', label: 'Drivers' },
  { to: '/admin/accounts', label: 'Accounts' },
  { to: '/admin/contracts', label: 'Contracts' },
  { to: '/admin/calendars', label: 'Calendars' },
  { to: '/admin/compliance', label: 'What lapses' },
  { to: '/admin/spam', label: 'Spam' },
  { to: '/admin/ranking-tracker', label: 'Rankings' },
  { to: '/admin/pricing', label: 'Pricing' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/data-protection', label: 'Data protection' },
] as const;

/** The signed-in admin's frame: a navy top bar with the sections, the account and sign-out. */
export function AdminShell({ email, children }: { email: string | null; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2.5">
          <span className="flex items-center gap-2 text-sm font-bold tracking-tight">
            <span aria-hidden className="bg-dragon-600 inline-block size-2.5 rounded-full" />
            Bus4U admin
          </span>
          {email ? (
            <>
              <nav
                aria-label="Admin sections"
                className="order-3 -mx-1 w-full sm:order-none sm:w-auto"
              >
                {/* Wrapped, not scrolled: on a phone every section is in sight, Settings too. */}
                <ul className="flex flex-wrap gap-1">
                  {NAV.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        className={({ isActive }) =>
                          cn(
                            'block rounded-md px-2.5 py-1.5 text-sm whitespace-nowrap hover:bg-white/10 hover:text-white',
                            isActive ? 'bg-white/15 font-semibold text-white' : 'text-navy-100',
                          )
                        }
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="ml-auto flex items-center gap-3 text-sm">
                <span className="hidden text-navy-100 md:inline">{email}</span>
                <Form method="post" action="/admin/sign-out">
                  <button
                    type="submit"
                    className="rounded-md border border-white/30 px-2.5 py-1 text-sm font-semibold hover:bg-white/10"
                  >
                    Sign out
                  </button>
                </Form>
              </div>
            </>
          ) : null}
        </div>
      </header>
      <main id="admin-main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none">
        {children}
      </main>
    </div>
  );
}

export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-xl font-bold text-navy-900">{title}</h1>
      {children}
    </div>
  );
}

/** `<title>` and noindex for every admin page. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Bus4U admin` }, { name: 'robots', content: 'noindex, nofollow' }];
}
