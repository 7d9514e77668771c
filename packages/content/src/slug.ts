// The slug rule is shared with the API (which checks every slug it stores) and the admin forms.
export { slugify } from '@studio/contracts/slug';
