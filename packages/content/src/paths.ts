/**
 * A path inside the public site, as content links name it. The site's tests check that every
 * such link leads to one of its routes, since this package does not know the route table.
 */
export type SitePath = `/${string}`;
