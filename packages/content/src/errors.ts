import type { SitePath } from './paths.js';

export interface ErrorAction {
  label: string;
  /** A site page (client navigation), the admin app (`href`, a full page load) or a retry. */
  to?: SitePath;
  href?: string;
  retry?: boolean;
}

export interface ErrorPageContent {
  code: string;
  title: string;
  message: string;
  actions: readonly ErrorAction[];
}

const goHome: ErrorAction = { label: 'Go Home', to: '/' };
const contactSupport: ErrorAction = { label: 'Contact Support', to: '/contact-support' };
const tryAgain: ErrorAction = { label: 'Try Again', retry: true };

/** `/error`: the generic page other screens send visitors to when something fails. */
export const genericError = {
  code: 'Error',
  title: 'Something went wrong',
  message:
    'We could not complete your request. Please try again; if it keeps happening, contact our support team and quote the error ID below.',
  actions: [tryAgain, goHome, contactSupport],
} as const satisfies ErrorPageContent;

export const errorIdLabel = 'Error ID';

/** The fixed status pages, by path. */
export const statusErrors = {
  '/500': {
    code: '500',
    title: 'Server Error',
    message: 'Something went wrong on our end. Please try again later.',
    actions: [tryAgain, goHome, contactSupport],
  },
  '/403': {
    code: '403',
    title: 'Access Denied',
    message: "You don't have permission to access this page.",
    actions: [goHome, contactSupport],
  },
  '/401': {
    code: '401',
    title: 'Sign-in Required',
    message: 'Please log in to access this page.',
    actions: [{ label: 'Log In', href: '/admin/login' }, goHome],
  },
} as const satisfies Record<string, ErrorPageContent>;

export type StatusErrorPath = keyof typeof statusErrors;

export const notFound = {
  code: '404',
  title: 'Page Not Found',
  message: "The page you're looking for doesn't exist or has been moved.",
  actions: [goHome, { label: 'View Sitemap', to: '/site' }],
} as const satisfies ErrorPageContent;
