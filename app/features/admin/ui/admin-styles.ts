/** Class lists shared by the admin's compact forms and tables (denser than the public site's). */
export const adminControl =
  'block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-navy-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-navy-600 aria-invalid:border-dragon-600';
export const adminLabel = 'mb-1 block text-xs font-semibold text-slate-700';
export const adminButton =
  'inline-flex items-center justify-center gap-1.5 rounded-md bg-navy-900 px-3 py-1.5 text-sm font-semibold text-white shadow-xs hover:bg-navy-700 disabled:opacity-60';
export const adminButtonSecondary =
  'inline-flex items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-xs hover:bg-slate-50';
export const adminButtonDanger =
  'inline-flex items-center justify-center gap-1.5 rounded-md bg-dragon-700 px-3 py-1.5 text-sm font-semibold text-white shadow-xs hover:bg-dragon-800';
export const adminCard = 'rounded-lg border border-slate-200 bg-white shadow-xs';
export const adminTh =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
export const adminTd = 'px-3 py-2 align-top text-sm text-slate-800';
export const adminLink = 'font-medium text-navy-700 underline-offset-2 hover:underline';
