/**
 * What the fleet register takes for a vehicle, written once so the add-vehicle form's bounds and
 * the server's check cannot drift apart. Client-safe.
 */
export const VEHICLE_NAME_MAX = 80;
/**
 * The most passenger seats one vehicle may have: a bound on slips such as an extra digit. Not the
 * largest party a quote takes (PASSENGERS_MAX), though both are 100: one is a vehicle, one a group.
 */
export const VEHICLE_SEATS_MAX = 100;
