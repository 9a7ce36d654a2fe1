/**
 * The traffic sources, in the order the classification tries them. The attribution
 * tracker writes them and the admin area filters and counts by them.
 */
export const TRAFFIC_SOURCES = [
  'google_ads',
  'facebook_ads',
  'paid_search',
  'google_organic',
  'bing_organic',
  'facebook_referral',
  'instagram_referral',
  'linkedin_referral',
  'twitter_referral',
  'referral',
  'direct',
] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];
