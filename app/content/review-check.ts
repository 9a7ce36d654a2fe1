/** What makes an entry of reviews.ts fit to show: checked by the unit test and at build. */
import { z } from 'zod';
import { REVIEW_SOURCES } from './types';

const isPastDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  Date.parse(`${value}T00:00:00Z`) <= Date.now();

const ReviewSchema = z.object({
  quote: z.string().trim().min(1),
  author: z.string().trim().min(1),
  source: z.enum(REVIEW_SOURCES, { error: `source must be one of ${REVIEW_SOURCES.join(', ')}` }),
  date: z.string({ error: 'date is required' }).refine(isPastDay, {
    error: 'date must be the day it was written, YYYY-MM-DD, not in the future',
  }),
  url: z.url().optional(),
});

/** The problems of one entry, in words an operator can act on; empty when it is fit to show. */
export function reviewProblems(entry: unknown): string[] {
  const parsed = ReviewSchema.safeParse(entry);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || 'review'}: ${i.message}`);
}
