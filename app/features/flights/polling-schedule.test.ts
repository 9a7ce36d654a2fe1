import { describe, expect, it } from 'vitest';
import { nextPollAt } from './polling-schedule.ts';

const LANDS = new Date('2027-01-12T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('nextPollAt', () => {
  it('waits until 24 hours before the flight', () => {
    expect(nextPollAt(LANDS, 'tracking', at('2027-01-09T08:00:00Z'))).toEqual(
      at('2027-01-11T10:00:00Z'),
    );
  });

  it('asks every 30 minutes from then', () => {
    expect(nextPollAt(LANDS, 'tracking', at('2027-01-11T10:00:00Z'))).toEqual(
      at('2027-01-11T10:30:00Z'),
    );
    expect(nextPollAt(LANDS, 'tracking', at('2027-01-12T06:10:00Z'))).toEqual(
      at('2027-01-12T06:40:00Z'),
    );
  });

  it('never steps past the start of the last two hours', () => {
    expect(nextPollAt(LANDS, 'tracking', at('2027-01-12T07:50:00Z'))).toEqual(
      at('2027-01-12T08:00:00Z'),
    );
  });

  it('asks every 10 minutes in the last two hours and after, while it has not landed', () => {
    expect(nextPollAt(LANDS, 'tracking', at('2027-01-12T08:00:00Z'))).toEqual(
      at('2027-01-12T08:10:00Z'),
    );
    expect(nextPollAt(LANDS, 'tracking', at('2027-01-12T11:00:00Z'))).toEqual(
      at('2027-01-12T11:10:00Z'),
    );
  });

  it('stops once landed, cancelled or diverted, or when tracking is off', () => {
    for (const state of ['landed', 'cancelled', 'diverted', 'off'] as const) {
      expect(nextPollAt(LANDS, state, at('2027-01-12T09:00:00Z'))).toBeNull();
    }
  });

  it('leaves a flight to the operator 12 hours after its time', () => {
    expect(nextPollAt(LANDS, 'tracking', at('2027-01-12T22:00:00Z'))).toEqual(
      at('2027-01-12T22:10:00Z'),
    );
    expect(nextPollAt(LANDS, 'tracking', at('2027-01-12T22:00:01Z'))).toBeNull();
  });
});
