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

// Mails of the review area and the inbox. Who typed each word decides where it may appear:
// - a mail to an address typed into a public form (an applicant, an account holder) carries no
//   free text the sender chose, not even their name: anyone can type a victim's address there;
// - a mail to the studio's own staff may show a visitor's words, but only quoted, after a
//   sentence of the studio's saying whose words they are, and escaped in the HTML;
// - a reviewer's message reaches the person it concerns the same way: quoted as the reviewer's.
// Line breaks a person typed are kept.

/** Someone else's words inside a mail: the studio's lead-in sentence, then the words quoted. */
export interface Quote {
  lead: string;
  words: string;
}
type Block = string | Quote;

const quoteText = (words: string) =>
  words
    .split('\n')
    .map((line) => (line.length > 0 ? `> ${line}` : '>'))
    .join('\n');

function compose(
  brand: Brand,
  mail: { to: string; subject: string; title: string },
  blocks: Block[],
): Mail {
  const text = blocks.map((block) =>
    typeof block === 'string' ? block : `${block.lead}\n${quoteText(block.words)}`,
  );
  const html = blocks.map((block) =>
    typeof block === 'string'
      ? `<p style="white-space:pre-wrap">${escapeHtml(block)}</p>`
      : `<p>${escapeHtml(block.lead)}</p><blockquote style="white-space:pre-wrap;margin:0 0 16px;padding-left:12px;border-left:3px solid #999">${escapeHtml(block.words)}</blockquote>`,
  );
  return {
    to: mail.to,
    subject: `${brand.studioName}: ${mail.subject}`,
    text: [...text, '', brand.studioName].join('\n\n'),
    html: page(brand, mail.title, html),
  };
}

const GREETING = 'Hello,';

export interface Applicant {
  email: string;
  firstName: string;
  lastName: string;
}

/** To the address typed into the request-access form: nothing of what was typed comes back. */
export function signupReceivedMail(brand: Brand, to: string): Mail {
  return compose(
    brand,
    { to, subject: 'we received your request for admin access', title: 'Request received' },
    [
      GREETING,
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
  return compose(
    brand,
    { to, subject: 'about your request for admin access', title: 'Request for admin access' },
    [
      GREETING,
      `Someone asked for admin access to ${brand.studioName} with this email address.`,
      what,
      'If this was not you, you can ignore this mail: nothing was changed.',
    ],
  );
}

/** To each super admin: what the applicant typed, quoted as theirs. */
export function newSignupRequestMail(
  brand: Brand,
  to: string,
  applicant: Applicant & { country: string },
): Mail {
  return compose(brand, { to, subject: 'new admin signup request', title: 'New signup request' }, [
    'A new request for admin access is waiting for review.',
    {
      lead: 'What the applicant typed in the request-access form (not checked):',
      words: [
        `First name: ${applicant.firstName}`,
        `Last name: ${applicant.lastName}`,
        `Email: ${applicant.email}`,
        `Country: ${applicant.country}`,
      ].join('\n'),
    },
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

const reviewerQuote = (words: string | null, who: string): Quote[] =>
  words === null ? [] : [{ lead: `The ${who}'s message to you:`, words }];

/**
 * To the applicant: the decision in the studio's words, then the reviewer's message, quoted as
 * theirs, when the reviewer typed one (`words` is null otherwise).
 */
export function signupDecisionMail(
  brand: Brand,
  to: string,
  notice: ReviewNotice,
  words: string | null,
): Mail {
  return compose(brand, { to, subject: `your request was ${notice}`, title: `Request ${notice}` }, [
    GREETING,
    ...REQUEST_NOTICES[notice](brand),
    ...reviewerQuote(words, 'reviewer'),
  ]);
}

export type AccountNotice = Exclude<ReviewNotice, 'approved' | 'rejected'>;

const ACCOUNT_NOTICES: Record<AccountNotice, (brand: Brand) => string[]> = {
  blocked: (brand) => [
    `Your admin account at ${brand.studioName} was blocked by a super admin, and you were signed out.`,
    'If you think this is a mistake, reply to the studio.',
  ],
  frozen: (brand) => [
    `Your admin account at ${brand.studioName} was frozen by a super admin, and you were signed out.`,
    'If you think this is a mistake, reply to the studio.',
  ],
  unblocked: (brand) => [
    `Your admin account at ${brand.studioName} was unblocked. You can sign in again at ${brand.publicOrigin}/admin/login.`,
  ],
  unfrozen: (brand) => [
    `Your admin account at ${brand.studioName} was unfrozen. You can sign in again at ${brand.publicOrigin}/admin/login.`,
  ],
};

/** To an admin whose account changed; the super admin's reason, quoted, when it is shown to them. */
export function accountNoticeMail(
  brand: Brand,
  to: string,
  notice: AccountNotice,
  words: string | null,
): Mail {
  return compose(
    brand,
    { to, subject: `your admin account was ${notice}`, title: `Account ${notice}` },
    [GREETING, ...ACCOUNT_NOTICES[notice](brand), ...reviewerQuote(words, 'super admin')],
  );
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

/** The longest sender name a subject shows; the full name is in the body. */
export const SUBJECT_NAME_MAX = 60;

/** A sender's name (or address) in a subject: one line, at most 60 characters, quoted. */
function quotedName(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  const cut =
    chars.length > SUBJECT_NAME_MAX ? `${chars.slice(0, SUBJECT_NAME_MAX - 1).join('')}…` : line;
  return `"${cut}"`;
}

/**
 * To the studio's own address only. The subject names the form and the sender; the body quotes
 * what the visitor typed as theirs; Reply-To is the visitor's address, so a reply reaches them.
 */
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
  const words = input.message ? `${lines.join('\n')}\n\n${input.message}` : lines.join('\n');
  const mail = compose(brand, { to, subject: '', title }, [
    `A visitor sent this through the site's ${title.toLowerCase()} form. Replying to this mail answers them at the address they gave.`,
    { lead: 'What the visitor typed (not checked):', words },
  ]);
  return {
    ...mail,
    subject: `${title} from ${quotedName(input.name ?? input.email)}`,
    replyTo: input.email,
  };
}

export interface DigestedComment {
  articleTitle: string;
  name: string;
  text: string;
  spam: boolean;
}

/**
 * To the studio's own address: the comments that arrived since the last digest, each quoted as
 * the visitor's words, with a link to the Comments screen where staff read and decide.
 */
export function commentDigestMail(brand: Brand, to: string, comments: DigestedComment[]): Mail {
  const n = comments.length;
  const blocks: Block[] = [
    `${n === 1 ? 'A new comment waits' : `${n} new comments wait`} for the studio to read it on the site. Approve, reject or mark them as spam in Content Management: ${brand.publicOrigin}/admin/dashboard/content/comments`,
    ...comments.map((comment) => ({
      lead: `On "${comment.articleTitle}", ${quotedName(comment.name)} wrote (not checked${comment.spam ? '; held as spam for its links' : ''}):`,
      words: comment.text,
    })),
  ];
  const mail = compose(brand, { to, subject: '', title: 'New comments' }, blocks);
  return {
    ...mail,
    subject: `${brand.studioName}: ${n === 1 ? '1 new comment' : `${n} new comments`}`,
  };
}

/**
 * To a visitor who gave their email with a comment and asked to be told: it is published. Their
 * name is not repeated (what they typed stays out of mails to them, as in the other greetings).
 */
export function commentPublishedMail(
  brand: Brand,
  to: string,
  comment: { articleTitle: string; articlePath: string },
): Mail {
  return compose(
    brand,
    {
      to,
      subject: 'your comment is published',
      title: 'Your comment is published',
    },
    [
      GREETING,
      `Thank you for your comment on "${comment.articleTitle}". The studio has read it, and it is now published under the article for everyone to read: ${brand.publicOrigin}${comment.articlePath}`,
      'You asked to be told when it was published; this is the only mail you will get about it. Your email address is not shown on the site.',
    ],
  );
}
