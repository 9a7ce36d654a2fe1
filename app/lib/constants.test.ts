import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CALL_DIALOG_MIN_WIDTH_PX,
  IMAGE_LAZY_MARGIN_PX,
  MOBILE_BREAKPOINT_PX,
  NAV_MENU_CLOSE_DELAY_MS,
  NAV_MENU_OPEN_DELAY_MS,
  NAV_MENU_SKIP_DELAY_MS,
  SCROLL_OFFSET_PX,
} from './constants.ts';

describe('site constants', () => {
  it('holds the spec values', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(CALL_DIALOG_MIN_WIDTH_PX).toBe(1024);
    expect(SCROLL_OFFSET_PX).toBe(80);
    expect(IMAGE_LAZY_MARGIN_PX).toBe(50);
    expect(NAV_MENU_OPEN_DELAY_MS).toBe(200);
    expect(NAV_MENU_SKIP_DELAY_MS).toBe(300);
    expect(NAV_MENU_CLOSE_DELAY_MS).toBe(150);
  });

  it('matches the breakpoints the stylesheet uses', () => {
    const theme = readFileSync(new URL('../styles/theme.css', import.meta.url), 'utf8');
    const rem = (name: string) =>
      Number(new RegExp(`--breakpoint-${name}: ([\\d.]+)rem`).exec(theme)?.[1]);
    expect(rem('md') * 16).toBe(MOBILE_BREAKPOINT_PX);
    expect(rem('lg') * 16).toBe(CALL_DIALOG_MIN_WIDTH_PX);
  });
});
