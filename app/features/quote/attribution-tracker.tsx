import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordPageView } from './attribution.ts';

/** Keeps the session's traffic-attribution record current on every page view. */
export function AttributionTracker() {
  const location = useLocation();
  useEffect(() => {
    recordPageView(window.location.href, document.referrer);
  }, [location.pathname, location.search]);
  return null;
}
