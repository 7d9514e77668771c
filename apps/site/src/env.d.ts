/** PUBLIC_ORIGIN at build time (vite.config.ts defines it): canonical URLs and share tags. */
declare const __PUBLIC_ORIGIN__: string;
