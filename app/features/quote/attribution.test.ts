import { describe, expect, it } from 'vitest';
import { classifyTrafficSource, nextAttribution } from './attribution.ts';

describe('classifyTrafficSource (click ids, then paid mediums, then the referrer)', () => {
  it('1. gclid means google_ads, whatever else is there', () => {
    expect(
      classifyTrafficSource({
        gclid: 'g1',
        fbclid: 'f1',
        utm_medium: 'cpc',
        referrer: 'https://www.facebook.com/',
      }),
    ).toBe('google_ads');
  });

  it('2. fbclid means facebook_ads', () => {
    expect(
      classifyTrafficSource({
        fbclid: 'f1',
        utm_medium: 'cpc',
        referrer: 'https://www.google.com/',
      }),
    ).toBe('facebook_ads');
  });

  it('3. utm_medium cpc or ppc means paid_search', () => {
    expect(classifyTrafficSource({ utm_medium: 'cpc', referrer: 'https://www.bing.com/' })).toBe(
      'paid_search',
    );
    expect(classifyTrafficSource({ utm_medium: 'ppc' })).toBe('paid_search');
    expect(classifyTrafficSource({ utm_medium: 'email' })).toBe('direct');
  });

  it.each([
    ['https://www.google.com/search?q=minibus', 'google_organic'],
    ['https://www.google.co.uk/', 'google_organic'],
    ['https://www.bing.com/search?q=minibus', 'bing_organic'],
    ['https://m.facebook.com/', 'facebook_referral'],
    ['https://l.instagram.com/', 'instagram_referral'],
    ['https://www.linkedin.com/feed/', 'linkedin_referral'],
    ['https://t.co/abc', 'twitter_referral'],
    ['https://twitter.com/bus4u', 'twitter_referral'],
    ['https://cardiff-weddings.example/', 'referral'],
    ['not a url', 'referral'],
  ])('4. by referrer: %s is %s', (referrer, source) => {
    expect(classifyTrafficSource({ referrer })).toBe(source);
  });

  it('5. no referrer means direct', () => {
    expect(classifyTrafficSource({})).toBe('direct');
    expect(classifyTrafficSource({ referrer: '' })).toBe('direct');
  });
});

describe('nextAttribution', () => {
  it('keeps the first touch and updates only current_page', () => {
    const first = nextAttribution(
      null,
      'https://bus4u.example/book-online?gclid=abc&utm_medium=cpc',
      'https://www.google.com/',
    );
    expect(first).toMatchObject({
      gclid: 'abc',
      landing_page: '/book-online?gclid=abc&utm_medium=cpc',
      current_page: '/book-online',
      initial_referrer: 'https://www.google.com/',
      traffic_source: 'google_ads',
    });
    const later = nextAttribution(first, 'https://bus4u.example/fleet', 'https://bus4u.example/');
    expect(later).toEqual({ ...first, current_page: '/fleet' });
  });
});
