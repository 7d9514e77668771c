/**
 * The origin canonical URLs and share tags point at: PUBLIC_ORIGIN at build time (turbo.json
 * declares it, so another origin rebuilds), else the API's default of http://localhost:PORT.
 */
export function publicOrigin(): string {
  const origin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3001}`;
  return origin.replace(/\/+$/, '');
}

export const publicOriginDefine = () => ({ __PUBLIC_ORIGIN__: JSON.stringify(publicOrigin()) });
