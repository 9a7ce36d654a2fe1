/**
 * What the driver form takes, written once for the form's bounds and the server's check, and the
 * form's field names and labels. Client-safe.
 */
import { z } from 'zod';
import { isIsoDate } from '#app/lib/london-dates.ts';
import { LICENCE_CATEGORIES } from '#app/lib/fitness-rules.ts';

export const DRIVER_NAME_MAX = 80;
export const DRIVER_PHONE_MAX = 30;
export const DRIVER_EMAIL_MAX = 254;
export const BADGE_NUMBER_MAX = 30;

/** The form's labels, as the contract names them. */
export const DRIVER_LABELS = {
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  licenceCategories: 'Licence categories',
  licenceValidUntil: 'Licence valid until',
  cpcUntil: 'Driver CPC until',
  dbsValidUntil: 'DBS valid until',
  badgeNumber: 'Badge number',
  badgeUntil: 'Badge until',
} as const;

export const DRIVER_MESSAGES = {
  name: `Give the driver's name, in up to ${DRIVER_NAME_MAX} characters.`,
  phone: `Give a phone number for the driver, in up to ${DRIVER_PHONE_MAX} characters.`,
  email: 'Give an e-mail address such as name@example.com, or leave it empty.',
  date: 'Give the date as day, month and year, or leave it empty.',
  badgeNumber: `Keep the badge number to ${BADGE_NUMBER_MAX} characters.`,
  added: (name: string) => `${name} added.`,
  saved: (name: string) => `${name} saved.`,
  retired: (name: string) => `${name} retired. Their past jobs keep their name.`,
  restored: (name: string) => `${name} is driving again.`,
  unknown: 'That driver is no longer on the list. Reload the page.',
} as const;

const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || isIsoDate(v), DRIVER_MESSAGES.date)
  .transform((v) => v || null);

export const DriverFormSchema = z.object({
  name: z.string().trim().min(1, DRIVER_MESSAGES.name).max(DRIVER_NAME_MAX, DRIVER_MESSAGES.name),
  phone: z
    .string()
    .trim()
    .min(1, DRIVER_MESSAGES.phone)
    .max(DRIVER_PHONE_MAX, DRIVER_MESSAGES.phone),
  email: z
    .string()
    .trim()
    .max(DRIVER_EMAIL_MAX, DRIVER_MESSAGES.email)
    .refine((v) => v === '' || z.email().safeParse(v).success, DRIVER_MESSAGES.email)
    .transform((v) => v || null),
  licenceCategories: z.array(z.enum(LICENCE_CATEGORIES)),
  licenceValidUntil: optionalDate,
  cpcUntil: optionalDate,
  dbsValidUntil: optionalDate,
  badgeNumber: z
    .string()
    .trim()
    .max(BADGE_NUMBER_MAX, DRIVER_MESSAGES.badgeNumber)
    .transform((v) => v || null),
  badgeUntil: optionalDate,
});

export type DriverInput = z.output<typeof DriverFormSchema>;
export type DriverField = keyof typeof DRIVER_LABELS;
