// Turns the client build into static pages: one HTML file per route with its head tags, the 404
// page, sitemap.xml, robots.txt and routes.json (the fallbacks the API's static serving reads).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const ssrDir = join(root, 'dist-ssr');
// Canonical URLs need the public origin; the same default as the API's PUBLIC_ORIGIN.
const origin = (process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3001}`).replace(/\/$/, '');

const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const template = await readFile(join(dist, 'index.html'), 'utf8');

const page = (route, url) =>
  template
    .replace('<html lang="en">', `<html lang="en" class="${server.themeClass}">`)
    .replace('<!--head-->', server.renderHead(route, origin))
    .replace('<!--app-->', server.renderPage(url));

async function write(relativePath, content) {
  const target = join(dist, relativePath);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

for (const route of server.siteRoutes) {
  const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
  await write(file, page(route, route.path));
}
await write('404.html', page(server.notFoundRoute, '/404-not-found'));

const indexed = server.siteRoutes.filter((route) => !route.noindex);
await write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexed
    .map((route) => `  <url><loc>${origin}${route.path}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
await write('robots.txt', `User-agent: *\nAllow: /\nDisallow: /super-admin/\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
await write('routes.json', `${JSON.stringify({ fallbacks: [] }, null, 2)}\n`);

await rm(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${server.siteRoutes.length} page(s), the 404 page, sitemap.xml and robots.txt into dist/.`);
