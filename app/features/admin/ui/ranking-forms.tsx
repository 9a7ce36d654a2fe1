import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { cn } from '#app/lib/cn.ts';

const heading = 'mb-3 text-sm font-bold text-navy-900';

export function RankingForms({
  keywords,
  today,
}: {
  keywords: { id: number; keyword: string }[];
  today: string;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section aria-labelledby="add-keyword-heading" className={cardVariants()}>
        <h2 id="add-keyword-heading" className={heading}>
          Track a keyword
        </h2>
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="add-keyword" />
          <Field id="keyword" label="Keyword" size="compact">
            {(control) => <Input {...control} name="keyword" required size="compact" />}
          </Field>
          <Field id="targetPage" label="Target page" size="compact">
            {(control) => (
              <Input
                {...control}
                name="targetPage"
                placeholder="/minibus-hire-cardiff"
                size="compact"
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" size="compact">
            Add keyword
          </Button>
        </Form>
      </section>
      <section aria-labelledby="add-position-heading" className={cardVariants()}>
        <h2 id="add-position-heading" className={heading}>
          Enter a position
        </h2>
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="add-position" />
          <Field id="position-keyword" label="Keyword" size="compact">
            {(control) => (
              <Select {...control} name="keywordId" required size="compact">
                {keywords.map((k) => (
                  <option key={k.id} value={k.id}>
                    {k.keyword}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid grid-cols-2 gap-2">
            <Field id="position-date" label="Date" size="compact">
              {(control) => (
                <Input
                  {...control}
                  name="date"
                  type="date"
                  defaultValue={today}
                  required
                  size="compact"
                />
              )}
            </Field>
            <Field id="position" label="Position" size="compact">
              {(control) => (
                <Input
                  {...control}
                  name="position"
                  type="number"
                  min={1}
                  step="0.1"
                  required
                  size="compact"
                />
              )}
            </Field>
          </div>
          <Button type="submit" variant="secondary" size="compact" disabled={keywords.length === 0}>
            Save position
          </Button>
        </Form>
      </section>
      <section aria-labelledby="import-heading" className={cardVariants()}>
        <h2 id="import-heading" className={cn(heading, 'mb-1')}>
          Import from Search Console
        </h2>
        <p className="mb-3 text-xs text-slate-600">
          Performance → Export → CSV, then the Queries file (Top queries, Clicks, Impressions, CTR,
          Position).
        </p>
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <input type="hidden" name="intent" value="import" />
          <Field id="import-file" label="CSV file" size="compact">
            {(control) => (
              <Input
                {...control}
                name="file"
                type="file"
                accept=".csv,text/csv"
                required
                size="compact"
                className="py-1 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-2 file:py-0.5 file:text-sm file:font-semibold file:text-slate-800"
              />
            )}
          </Field>
          <Field id="import-date" label="Date of the figures" size="compact">
            {(control) => (
              <Input
                {...control}
                name="date"
                type="date"
                defaultValue={today}
                required
                size="compact"
              />
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="addNew" value="yes" className="accent-navy-700" /> Also add
            queries not tracked yet
          </label>
          <Button type="submit" variant="secondary" size="compact">
            Import
          </Button>
        </Form>
      </section>
    </div>
  );
}
