/** Client-safe names the root layout and the route table share. */

/** The id of the admin layout route: root.tsx leaves the public chrome out under it. */
export const ADMIN_LAYOUT_ID = 'admin';
