/**
 * How every e-mail's HTML becomes its plain-text part (html-to-text, through React Email's
 * render). A heading stays as written ("Hello Megan,", "Diolch, Elin: …"), not in capitals, which
 * is html-to-text's default for h1 to h6: a plain-text reader would otherwise be shouted at.
 */
import type { toPlainText } from '@react-email/render';

export const PLAIN_TEXT_OPTIONS: Parameters<typeof toPlainText>[1] = {
  selectors: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
    selector,
    options: { uppercase: false },
  })),
};
