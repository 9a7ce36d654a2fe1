import { useEffect, useState } from 'react';
import {
  ENQUIRY_DETAILS_STORAGE_KEY,
  parseSavedEnquiry,
  type SavedEnquiry,
} from './saved-enquiry.ts';

/**
 * The saved enquiry, read after hydration. The prerendered page has no visitor and no storage, so
 * reading during render would make the first client render differ from the HTML; an effect keeps
 * them identical and adds the personal parts a frame later. A storage failure (privacy modes,
 * blocked storage) is only logged: the page works without the enquiry.
 */
export function useSavedEnquiry(): SavedEnquiry | null {
  const [enquiry, setEnquiry] = useState<SavedEnquiry | null>(null);
  useEffect(() => {
    const raw = readStorage();
    // Storage is an external system: syncing from it after mount is what effects are for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (raw !== undefined) setEnquiry(parseSavedEnquiry(raw));
  }, []);
  return enquiry;
}

/** The stored JSON, null when there is none, undefined when storage could not be read. */
function readStorage(): string | null | undefined {
  try {
    return window.localStorage.getItem(ENQUIRY_DETAILS_STORAGE_KEY);
  } catch (error) {
    console.warn('Could not read the saved enquiry', error);
    return undefined;
  }
}
