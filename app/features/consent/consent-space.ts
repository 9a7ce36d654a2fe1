/** The banner's height, for the room the page keeps at its end (app.css); 0 once a choice is stored. */
export const CONSENT_SPACE_PROPERTY = '--consent-space';
