import type { Review } from './types';

/**
 * Real reviews only, each copied exactly as the customer wrote it, with where and when it was
 * written (docs/content.md says how). Presenting invented or unverified reviews is banned under
 * the Digital Markets, Competition and Consumers Act 2024, so while this list is empty the site
 * shows the rating and a link to read the reviews on Google instead of quotes.
 */
export const REVIEWS: readonly Review[] = [];
