import { Form, Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { SERVICE_TYPES } from '#app/content/types.ts';
import { SERVICE_TYPE_LABELS } from '#app/lib/service-types.ts';
import { TRAFFIC_SOURCES, hasActiveFilters, type QuoteFilters } from '../quotes/quote-filters.ts';
import { QUOTE_PIPELINE, STATUS_LABELS } from '../quotes/quote-status.ts';

/** A GET form: the filters live in the URL, so they work without JavaScript and can be shared. */
export function QuoteFiltersForm({ filters }: { filters: QuoteFilters }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Search and filter requests"
      className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-[2fr_repeat(5,1fr)_auto]"
    >
      <Field
        id="q"
        label="Search"
        size="compact"
        className="col-span-2 md:col-span-4 lg:col-span-1"
      >
        {(control) => (
          <Input
            {...control}
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Name, e-mail, phone or place"
            size="compact"
          />
        )}
      </Field>
      <Field id="status" label="Status" size="compact">
        {(control) => (
          <Select {...control} name="status" defaultValue={filters.status} size="compact">
            <option value="">Any</option>
            {QUOTE_PIPELINE.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="service" label="Service" size="compact">
        {(control) => (
          <Select {...control} name="service" defaultValue={filters.service} size="compact">
            <option value="">Any</option>
            {SERVICE_TYPES.map((s) => (
              <option key={s} value={s}>
                {SERVICE_TYPE_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="source" label="Source" size="compact">
        {(control) => (
          <Select {...control} name="source" defaultValue={filters.source} size="compact">
            <option value="">Any</option>
            {TRAFFIC_SOURCES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="from" label="Received from" size="compact">
        {(control) => (
          <Input {...control} name="from" type="date" defaultValue={filters.from} size="compact" />
        )}
      </Field>
      <Field id="to" label="Received to" size="compact">
        {(control) => (
          <Input {...control} name="to" type="date" defaultValue={filters.to} size="compact" />
        )}
      </Field>
      <div className="col-span-2 flex items-end gap-3 md:col-span-1">
        <Button type="submit" variant="secondary" size="compact">
          Apply
        </Button>
        {hasActiveFilters(filters) ? (
          <Link to="/admin/dashboard" className={textLinkVariants({ className: 'pb-2 text-sm' })}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
