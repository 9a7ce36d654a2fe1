/** What a build bakes into the prerendered pages; a different value needs a new build. */
export function buildFingerprint(env: NodeJS.ProcessEnv = process.env): string {
  const port = env.PORT || '3000';
  return JSON.stringify({
    siteUrl: (env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    phone: env.PUBLIC_BUSINESS_PHONE || '',
    email: env.PUBLIC_BUSINESS_EMAIL || '',
  });
}
