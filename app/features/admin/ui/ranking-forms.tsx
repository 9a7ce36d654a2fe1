import { Form } from 'react-router';
import { adminButton, adminCard, adminControl, adminLabel } from './admin-styles.ts';

export function RankingForms({
  keywords,
  today,
}: {
  keywords: { id: number; keyword: string }[];
  today: string;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section aria-labelledby="add-keyword-heading" className={`${adminCard} p-4`}>
        <h2 id="add-keyword-heading" className="mb-3 text-sm font-bold text-navy-900">
          Track a keyword
        </h2>
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="add-keyword" />
          <div>
            <label htmlFor="keyword" className={adminLabel}>
              Keyword
            </label>
            <input id="keyword" name="keyword" required className={adminControl} />
          </div>
          <div>
            <label htmlFor="targetPage" className={adminLabel}>
              Target page
            </label>
            <input
              id="targetPage"
              name="targetPage"
              placeholder="/minibus-hire-cardiff"
              className={adminControl}
            />
          </div>
          <button type="submit" className={adminButton}>
            Add keyword
          </button>
        </Form>
      </section>
      <section aria-labelledby="add-position-heading" className={`${adminCard} p-4`}>
        <h2 id="add-position-heading" className="mb-3 text-sm font-bold text-navy-900">
          Enter a position
        </h2>
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="add-position" />
          <div>
            <label htmlFor="position-keyword" className={adminLabel}>
              Keyword
            </label>
            <select id="position-keyword" name="keywordId" required className={adminControl}>
              {keywords.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.keyword}
                </option>
              ))}
            </select>
          </div>
          <div className="grid grid-cols-2 gap-2">
            <div>
              <label htmlFor="position-date" className={adminLabel}>
                Date
              </label>
              <input
                id="position-date"
                name="date"
                type="date"
                defaultValue={today}
                required
                className={adminControl}
              />
            </div>
            <div>
              <label htmlFor="position" className={adminLabel}>
                Position
              </label>
              <input
                id="position"
                name="position"
                type="number"
                min={1}
                step="0.1"
                required
                className={adminControl}
              />
            </div>
          </div>
          <button type="submit" className={adminButton} disabled={keywords.length === 0}>
            Save position
          </button>
        </Form>
      </section>
      <section aria-labelledby="import-heading" className={`${adminCard} p-4`}>
        <h2 id="import-heading" className="mb-1 text-sm font-bold text-navy-900">
          Import from Search Console
        </h2>
        <p className="mb-3 text-xs text-slate-600">
          Performance → Export → CSV, then the Queries file (Top queries, Clicks, Impressions, CTR,
          Position).
        </p>
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <input type="hidden" name="intent" value="import" />
          <div>
            <label htmlFor="import-file" className={adminLabel}>
              CSV file
            </label>
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              className="block w-full text-sm"
            />
          </div>
          <div>
            <label htmlFor="import-date" className={adminLabel}>
              Date of the figures
            </label>
            <input
              id="import-date"
              name="date"
              type="date"
              defaultValue={today}
              required
              className={adminControl}
            />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="addNew" value="yes" /> Also add queries not tracked yet
          </label>
          <button type="submit" className={adminButton}>
            Import
          </button>
        </Form>
      </section>
    </div>
  );
}
