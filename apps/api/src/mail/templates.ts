import type { Mail } from './mailer.js';

export interface Brand {
  studioName: string;
  publicOrigin: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The HTML page of every mail: the studio's name, a title and the given body. */
function page(brand: Brand, title: string, body: string[]): string {
  const name = escapeHtml(brand.studioName);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px">',
    `<h1 style="font-size:20px">${name}</h1>`,
    `<h2 style="font-size:18px">${escapeHtml(title)}</h2>`,
    ...body,
    `<p style="color:#666;font-size:12px">${name}</p>`,
    '</body></html>',
  ].join('');
}

function layout(brand: Brand, title: string, paragraphs: string[], code?: string): string {
  const codeBlock = code
    ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${code}</p>`
    : '';
  return page(brand, title, [
    ...paragraphs.slice(0, 1).map((p) => `<p>${escapeHtml(p)}</p>`),
    codeBlock,
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
  ]);
}

// In a code mail the code is the only 6-digit number of the text (tests and people find it so).

export function signInCodeMail(brand: Brand, to: string, code: string): Mail {
  const title = 'Your sign-in code';
  const intro = `Use this code to finish signing in to ${brand.studioName}:`;
  const rest = [
    'It expires in 10 minutes and works once.',
    'If you did not try to sign in, change your password: someone knows it.',
  ];
  return {
    to,
    subject: `${brand.studioName} sign-in code`,
    text: [intro, '', code, '', ...rest, '', brand.studioName].join('\n'),
    html: layout(brand, title, [intro, ...rest], code),
  };
}

export function resetCodeMail(brand: Brand, to: string, code: string): Mail {
  const title = 'Reset your password';
  const intro = `Use this code to choose a new password for ${brand.studioName}:`;
  const link = `${brand.publicOrigin}/reset-password/new`;
  const rest = [
    `Enter it at ${link} with your new password. It expires in 10 minutes and works once.`,
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ];
  return {
    to,
    subject: `${brand.studioName} password reset code`,
    text: [intro, '', code, '', ...rest, '', brand.studioName].join('\n'),
    html: layout(brand, title, [intro, ...rest], code),
  };
}

export function passwordChangedMail(brand: Brand, to: string, how: 'reset' | 'changed'): Mail {
  const title = 'Your password was changed';
  const lines = [
    how === 'reset'
      ? `The password of your ${brand.studioName} account was reset, and every session was signed out.`
      : `The password of your ${brand.studioName} account was changed, and your other sessions were signed out.`,
    `If this was not you, reset your password now at ${brand.publicOrigin}/forgot-password and tell the studio.`,
  ];
  return {
    to,
    subject: `${brand.studioName}: your password was changed`,
    text: [...lines, '', brand.studioName].join('\n'),
    html: layout(brand, title, lines),
  };
}

// Mails of the review area (applicants, super admins, admins and the studio inbox): every value
// from a person is escaped in the HTML, and line breaks they typed are kept.
function compose(
  brand: Brand,
  to: string,
  subject: string,
  title: string,
  paragraphs: string[],
): Mail {
  return {
    to,
    subject: `${brand.studioName}: ${subject}`,
    text: [...paragraphs, '', brand.studioName].join('\n\n'),
    html: page(
      brand,
      title,
      paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`),
    ),
  };
}

export interface Applicant {
  email: string;
  firstName: string;
  lastName: string;
}

export function signupReceivedMail(brand: Brand, applicant: Applicant): Mail {
  return compose(
    brand,
    applicant.email,
    'we received your request for admin access',
    'Request received',
    [
      `Hello ${applicant.firstName},`,
      `Thank you for asking for admin access to ${brand.studioName}. A super admin will review your request, and you will get an email when it is decided.`,
      'If you did not ask for this, you can ignore this mail.',
    ],
  );
}

/** To the owner of an email that already has an account or an open request (the form answers the same). */
export function signupDuplicateMail(
  brand: Brand,
  to: string,
  existing: 'account' | 'request',
): Mail {
  const what =
    existing === 'account'
      ? `This email already has an account. Sign in at ${brand.publicOrigin}/admin/login, or choose a new password at ${brand.publicOrigin}/forgot-password.`
      : 'A request for this email is already waiting for review; you will get an email when it is decided.';
  return compose(brand, to, 'about your request for admin access', 'Request for admin access', [
    `Someone asked for admin access to ${brand.studioName} with this email address.`,
    what,
    'If this was not you, you can ignore this mail: nothing was changed.',
  ]);
}

export function newSignupRequestMail(
  brand: Brand,
  to: string,
  applicant: Applicant & { country: string },
): Mail {
  return compose(brand, to, 'new admin signup request', 'New signup request', [
    `${applicant.firstName} ${applicant.lastName} (${applicant.email}, ${applicant.country}) asked for admin access.`,
    `Review it in the dashboard: ${brand.publicOrigin}/super-admin/dashboard`,
  ]);
}

export type ReviewNotice =
  'approved' | 'rejected' | 'blocked' | 'unblocked' | 'frozen' | 'unfrozen';

const REQUEST_NOTICES: Record<ReviewNotice, (brand: Brand) => string[]> = {
  approved: (brand) => [
    `Your request for admin access to ${brand.studioName} was approved.`,
    `Sign in at ${brand.publicOrigin}/admin/login with your email and the password you chose; a code will be mailed to you.`,
  ],
  rejected: (brand) => [`Your request for admin access to ${brand.studioName} was not approved.`],
  blocked: (brand) => [`Your request for admin access to ${brand.studioName} was blocked.`],
  unblocked: (brand) => [
    `Your request for admin access to ${brand.studioName} was unblocked and is waiting for review again.`,
  ],
  frozen: (brand) => [`Your request for admin access to ${brand.studioName} was put on hold.`],
  unfrozen: (brand) => [
    `Your request for admin access to ${brand.studioName} is no longer on hold and is waiting for review again.`,
  ],
};

export function signupDecisionMail(brand: Brand, applicant: Applicant, notice: ReviewNotice): Mail {
  return compose(brand, applicant.email, `your request was ${notice}`, `Request ${notice}`, [
    `Hello ${applicant.firstName},`,
    ...REQUEST_NOTICES[notice](brand),
  ]);
}

const ACCOUNT_NOTICES: Record<
  Exclude<ReviewNotice, 'approved' | 'rejected'>,
  (brand: Brand) => string
> = {
  blocked: (brand) =>
    `Your admin account at ${brand.studioName} was blocked by a super admin, and you were signed out.`,
  frozen: (brand) =>
    `Your admin account at ${brand.studioName} was frozen by a super admin, and you were signed out.`,
  unblocked: (brand) =>
    `Your admin account at ${brand.studioName} was unblocked. You can sign in again at ${brand.publicOrigin}/admin/login.`,
  unfrozen: (brand) =>
    `Your admin account at ${brand.studioName} was unfrozen. You can sign in again at ${brand.publicOrigin}/admin/login.`,
};

export function accountNoticeMail(
  brand: Brand,
  user: Applicant,
  notice: Exclude<ReviewNotice, 'approved' | 'rejected'>,
): Mail {
  return compose(brand, user.email, `your admin account was ${notice}`, `Account ${notice}`, [
    `Hello ${user.firstName},`,
    ACCOUNT_NOTICES[notice](brand),
    'If you think this is a mistake, reply to the studio.',
  ]);
}

export interface InboxMailInput {
  kind: 'contact' | 'support' | 'early-access';
  email: string;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  company?: string | null | undefined;
  subject?: string | null | undefined;
  service?: string | null | undefined;
  message?: string | null | undefined;
}

const KIND_TITLE = {
  contact: 'Contact message',
  support: 'Support request',
  'early-access': 'Early-access sign-up',
} as const;

export function inboxMail(brand: Brand, to: string, input: InboxMailInput): Mail {
  const lines: string[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value) lines.push(`${label}: ${value}`);
  };
  add('Name', input.name);
  add('Email', input.email);
  add('Phone', input.phone);
  add('Company / artist', input.company);
  add('Service', input.service);
  add('Subject', input.subject);
  const title = KIND_TITLE[input.kind];
  const about = input.subject ?? input.name ?? input.email;
  return compose(brand, to, `${title.toLowerCase()} from ${about}`.slice(0, 200), title, [
    lines.join('\n'),
    ...(input.message ? [input.message] : []),
  ]);
}
