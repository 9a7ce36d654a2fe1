/** Site-wide numbers, each defined once. */

/** Widths under this count as mobile (the `md` breakpoint of styles/theme.css, 48rem). */
export const MOBILE_BREAKPOINT_PX = 768;
/** From this width the Call button opens a dialog showing the number instead of dialling. */
export const CALL_DIALOG_MIN_WIDTH_PX = 1024;
/** Offset kept above a section when scrolling to it, so the sticky header does not cover it. */
export const SCROLL_OFFSET_PX = 80;
/** Images start loading when they come within this distance of the viewport. */
export const IMAGE_LAZY_MARGIN_PX = 50;
/** Navigation menu timings. */
export const NAV_MENU_OPEN_DELAY_MS = 200;
export const NAV_MENU_SKIP_DELAY_MS = 300;
/** The Services menu closes this long after the pointer leaves it. */
export const NAV_MENU_CLOSE_DELAY_MS = 150;
