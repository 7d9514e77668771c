/** Concrete paths of the dynamic routes, prerendered one page each. */
export { articlePaths } from '@studio/content/articleStories';
