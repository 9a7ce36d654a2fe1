/** The service types a visitor can ask for, and how each reads to people. */
import type { ServiceType } from '#app/content/types.ts';
import type { Translations } from './locale.ts';

export { SERVICE_TYPES, type ServiceType } from '#app/content/types.ts';

/** How each service type reads to people: the form's select, the e-mails, the partner notes. */
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  'airport-transfer': 'Airport Transfer',
  corporate: 'Corporate Transport',
  'school-transport': 'School Transport',
  wedding: 'Wedding',
  'stag-hen': 'Stag & Hen Party',
  'sporting-event': 'Sporting Event',
  other: 'Other',
};

/** The same labels in each language of the site (Welsh from app/content/cy/glossary.md). */
export const SERVICE_TYPE_TEXT = {
  en: SERVICE_TYPE_LABELS,
  cy: {
    'airport-transfer': "Taith i'r maes awyr",
    corporate: 'Trafnidiaeth gorfforaethol',
    'school-transport': 'Trafnidiaeth ysgol',
    wedding: 'Priodas',
    'stag-hen': 'Parti stag neu barti plu',
    'sporting-event': 'Digwyddiad chwaraeon',
    other: 'Arall',
  },
} satisfies Translations<Record<ServiceType, string>>;
