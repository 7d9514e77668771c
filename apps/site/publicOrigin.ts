/**
 * The origin canonical URLs and share tags point at: PUBLIC_ORIGIN when the build prerenders
 * (turbo.json declares it), else the API's default of http://localhost:PORT.
 */
export function publicOrigin(): string {
  const origin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3001}`;
  return origin.replace(/\/+$/, '');
}
