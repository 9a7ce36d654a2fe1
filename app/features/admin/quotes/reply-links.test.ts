import { describe, expect, it } from 'vitest';
import { BUSINESS } from '#app/content/business.ts';
import { mailtoLink, telLink, whatsappLink } from './reply-links.ts';

const quote = {
  id: 'Q-260101-ABCDEFGH',
  name: '  Megan   Jones ',
  email: 'megan+trip@example.com',
  phone: '+44 7700 900123',
  service: 'Airport Transfer',
  pickupDate: '2026-03-14',
};

describe('one-click replies', () => {
  it('dials the number without spaces or punctuation, keeping the +', () => {
    expect(telLink('+44 (0)7700-900 123')).toBe('tel:+4407700900123');
  });

  it('writes the e-mail with %20 for spaces (never +) and the first name only', () => {
    const link = mailtoLink(quote);
    expect(link.startsWith('mailto:megan%2Btrip%40example.com?subject=')).toBe(true);
    expect(link).not.toContain('+');
    const url = new URL(link);
    expect(url.searchParams.get('subject')).toBe(`Your ${BUSINESS.name} quote (Q-260101-ABCDEFGH)`);
    const body = decodeURIComponent(link.split('&body=')[1]!);
    expect(body.split('\n')[0]).toBe('Hello Megan,');
    expect(body).toContain('for your airport transfer on 2026-03-14.');
    expect(body.endsWith(BUSINESS.phone.display)).toBe(true);
  });

  it('opens WhatsApp on the digits of the number with the message prefilled', () => {
    const link = whatsappLink(quote);
    expect(link.startsWith('https://wa.me/447700900123?text=')).toBe(true);
    expect(new URL(link).searchParams.get('text')).toBe(
      `Hello Megan, this is ${BUSINESS.name} about your quote request Q-260101-ABCDEFGH for 2026-03-14.`,
    );
  });
});
