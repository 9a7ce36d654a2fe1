import { describe, expect, it } from 'vitest';
import { articleFor, vehicleInSentence } from './vehicle-in-sentence.ts';

describe('a vehicle named inside an English sentence', () => {
  it('takes "an" before a number said with a vowel: 8, 11, 18, 80', () => {
    expect(vehicleInSentence('8-Seat Minibus')).toBe('an 8-seat minibus');
    expect(vehicleInSentence('11-Seat Minibus')).toBe('an 11-seat minibus');
    expect(vehicleInSentence('18-Seat Minibus')).toBe('an 18-seat minibus');
    expect(articleFor('80-seat coach')).toBe('an');
  });

  it('takes "a" before other numbers', () => {
    expect(vehicleInSentence('16-Seat Minibus')).toBe('a 16-seat minibus');
    expect(vehicleInSentence('12-Seat Minibus')).toBe('a 12-seat minibus');
    expect(vehicleInSentence('1-Seat Minibus')).toBe('a 1-seat minibus');
    expect(articleFor('110-seat coach')).toBe('a');
  });

  it('puts the fleet’s ordinary words in lower case, and keeps acronyms and makes', () => {
    expect(vehicleInSentence('Luxury MPV')).toBe('a luxury MPV');
    expect(vehicleInSentence('MPV')).toBe('an MPV');
    expect(vehicleInSentence('Mercedes Sprinter')).toBe('a Mercedes Sprinter');
    expect(vehicleInSentence('executive coach')).toBe('an executive coach');
  });

  it('takes no article before a count of vehicles', () => {
    expect(vehicleInSentence('Two 8-Seat Minibuses')).toBe('two 8-seat minibuses');
    expect(vehicleInSentence('2 × 16-Seat Minibus')).toBe('2 × 16-seat minibus');
    expect(vehicleInSentence('16-Seat Minibus and Luxury MPV')).toBe(
      'a 16-seat minibus and a luxury MPV',
    );
  });
});
