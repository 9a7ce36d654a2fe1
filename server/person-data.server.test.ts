/**
 * The person-data composition finds each feature's part by its file name alone, so a feature that
 * holds a person is never left out of erasure or export by a forgotten list entry.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERSON_DATA_PARTS } from './person-data.server.ts';

const featuresWithAPart = readdirSync('app/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .filter((entry) =>
    readdirSync(`app/features/${entry.name}`).includes('person-data.server.ts'),
  ).length;

describe('the person-data parts', () => {
  it('holds every feature’s part and the outbox’s, each once', () => {
    const names = PERSON_DATA_PARTS.map((part) => part.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'pricesAndAnswers',
        'bookings',
        'payments',
        'reviewRequests',
        'drivers',
        'queuedMessages',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(PERSON_DATA_PARTS).toHaveLength(featuresWithAPart + 1);
  });
});
