/**
 * Every path the admin app answers. The build writes this list to dist/routes.json, and the API's
 * static serving answers exactly these with the app (no-store); every other path is a 404.
 */
export const adminRoutePaths = [
  '/super-admin/login',
  '/super-admin/dashboard',
  '/super-admin/dashboard/*',
  '/admin/login',
  '/admin/signup',
  '/forgot-password',
  '/reset-password/*',
] as const;
