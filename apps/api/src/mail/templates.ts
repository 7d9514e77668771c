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

function layout(brand: Brand, title: string, paragraphs: string[], code?: string): string {
  const name = escapeHtml(brand.studioName);
  const codeBlock = code
    ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${code}</p>`
    : '';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px">',
    `<h1 style="font-size:20px">${name}</h1>`,
    `<h2 style="font-size:18px">${escapeHtml(title)}</h2>`,
    ...paragraphs.slice(0, 1).map((p) => `<p>${escapeHtml(p)}</p>`),
    codeBlock,
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p style="color:#666;font-size:12px">${name}</p>`,
    '</body></html>',
  ].join('');
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
