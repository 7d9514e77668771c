import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signupRequests } from '../../src/db/schema.js';
import { post, seedUser, type OutboxMail } from '../support/harness.js';
import {
  ROOT,
  SECOND_ROOT,
  applicant,
  call,
  requestAccess,
  useReviewApi,
} from '../support/review.js';

// Whose words a mail may carry. Anyone can type a victim's address into a public form, so a mail
// to that address carries nothing the sender chose; staff see a visitor's words quoted as theirs
// and escaped, never as the studio's sentences or as markup; a reviewer's words reach the person
// they concern quoted as the reviewer's, and only when the reviewer typed them.
const PHISH = 'Your account is suspended: verify at https://evil.example/login now';
const MARKUP = '<a href="https://evil.example">Sign in</a>';
const VICTIM = 'victim@mail.test';

const review = useReviewApi();
const { h, tdb } = review;

const mailsTo = async (to: string) => (await h.outbox()).filter((mail) => mail.to === to);
const only = async (to: string): Promise<OutboxMail> => {
  const mails = await mailsTo(to);
  expect(mails).toHaveLength(1);
  return mails[0]!;
};
/** The text of a mail outside its quoted lines ("> …"). */
const ownWords = (mail: OutboxMail) =>
  mail.text
    .split('\n')
    .filter((line) => !line.startsWith('>'))
    .join('\n');
/** The HTML of a mail outside its blockquotes. */
const ownMarkup = (mail: OutboxMail) =>
  mail.html.replace(/<blockquote[^>]*>[\s\S]*?<\/blockquote>/g, '');
const requestIdOf = async (email: string) => {
  const [row] = await tdb.database.db
    .select({ id: signupRequests.id })
    .from(signupRequests)
    .where(eq(signupRequests.email, email));
  return row!.id;
};
const act = (action: string, requestId: string, notes?: string) =>
  call(h, 'POST', `/api/super-admin/${action}-signup`, review.token, {
    requestId,
    requestData: null,
    ...(notes !== undefined ? { notes } : {}),
  });

describe('the request-access form with a victim’s address and attacker-written names', () => {
  const hostile = applicant({ email: VICTIM, firstName: PHISH, lastName: MARKUP, country: PHISH });

  it('greets the victim without a name and carries none of the typed text', async () => {
    expect((await requestAccess(h, hostile)).statusCode).toBe(201);
    const mail = await only(VICTIM);
    expect(mail.text).toMatch(/^Hello,$/m);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('suspended');
    }
  });

  it('shows super admins the typed text only quoted as the applicant’s, escaped', async () => {
    await requestAccess(h, hostile);
    for (const to of [ROOT, SECOND_ROOT]) {
      const mail = await only(to);
      expect(mail.subject).not.toContain('evil');
      expect(ownWords(mail)).not.toContain('evil.example');
      expect(ownMarkup(mail)).not.toContain('evil.example');
      expect(mail.text).toContain('What the applicant typed');
      expect(mail.text).toContain(`> First name: ${PHISH}`);
      expect(mail.text).toContain(`> Last name: ${MARKUP}`);
      expect(mail.html).not.toContain('<a href');
      expect(mail.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;');
    }
  });

  it('mails the owner of an existing account nothing typed either', async () => {
    await seedUser(tdb.database, { email: VICTIM, role: 'admin' });
    await requestAccess(h, hostile);
    const mail = await only(VICTIM);
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain('evil.example');
  });

  it('greets the applicant without the typed name in every decision mail', async () => {
    await requestAccess(h, hostile);
    const id = await requestIdOf(VICTIM);
    await h.clearOutbox();
    await act('freeze', id);
    await act('unfreeze', id);
    await act('reject', id);
    const mails = await mailsTo(VICTIM);
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Hello,$/m);
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain('evil.example');
    }
  });
});

describe('the reviewer’s message in the applicant’s mail', () => {
  const APPLICANT = 'meera@artists.test';
  const pending = async () => {
    await requestAccess(h, applicant());
    await h.clearOutbox();
    return requestIdOf(APPLICANT);
  };

  it('reaches the applicant quoted and escaped as the reviewer’s when typed', async () => {
    const id = await pending();
    expect((await act('approve', id, 'Welcome aboard <b>Meera</b> & team')).statusCode).toBe(200);
    const mail = await only(APPLICANT);
    expect(mail.text).toContain(
      "The reviewer's message to you:\n> Welcome aboard <b>Meera</b> & team",
    );
    expect(mail.html).toContain('Welcome aboard &lt;b&gt;Meera&lt;/b&gt; &amp; team</blockquote>');
  });

  it('is left out when it is the dialog’s default text or empty', async () => {
    const id = await pending();
    await act('approve', id, 'Action approve by SuperAdmin');
    const mail = await only(APPLICANT);
    expect(mail.text).not.toContain('SuperAdmin');
    expect(mail.text).not.toContain("reviewer's message");
  });

  it('is shown with a rejection, a block and a freeze, not with an unblock or unfreeze', async () => {
    const id = await pending();
    await act('freeze', id, 'Waiting for your ID');
    await act('unfreeze', id, 'Internal: ID checked by Ravi');
    await act('block', id, 'Fake documents');
    const mails = await mailsTo(APPLICANT);
    expect(mails.map((mail) => mail.text.includes('> Waiting for your ID'))).toEqual([
      true,
      false,
      false,
    ]);
    expect(mails[1]!.text).not.toContain('Internal');
    expect(mails[2]!.text).toContain('> Fake documents');
  });
});

describe('account notice mails', () => {
  const ADMIN = 'kiran@studio.test';
  const adminAct = (action: string, reason: string) =>
    call(h, 'POST', `/api/super-admin/${action}-admin`, review.token, { email: ADMIN, reason });

  it('quote a freeze reason as the super admin’s, greet without the name, and never call an unfreeze a mistake', async () => {
    await seedUser(tdb.database, { email: ADMIN, role: 'admin', firstName: PHISH });
    await adminAct('freeze', 'Audit <script>');
    await adminAct('unfreeze', 'Audit done, internal note');
    const [frozen, unfrozen] = await mailsTo(ADMIN);
    expect(frozen!.text).toContain("The super admin's message to you:\n> Audit <script>");
    expect(frozen!.html).toContain('Audit &lt;script&gt;</blockquote>');
    expect(unfrozen!.text).not.toContain('mistake');
    expect(unfrozen!.text).not.toContain('internal note');
    for (const mail of [frozen!, unfrozen!]) {
      expect(mail.text).toMatch(/^Hello,$/m);
      expect(mail.text).not.toContain('evil.example');
    }
  });
});

describe('the studio’s mail for a message', () => {
  // No STUDIO_INBOX_EMAIL: the stored identity's email is the studio's inbox.
  const INBOX = 'hello@sargamstudios.example';
  const send = (payload: Record<string, unknown>) => post(h, '/api/messages', payload);

  it('goes to the studio only, names form and sender, quotes the visitor, and replies to them', async () => {
    await send({
      kind: 'support',
      name: 'Asha Verma',
      email: 'asha@fans.test',
      subject: 'Invoice',
      message: 'Where is <my> invoice?\nThanks',
    });
    const mails = await h.outbox();
    expect(mails.map((mail) => mail.to)).toEqual([INBOX]);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Support request from "Asha Verma"');
    expect(mail.replyTo).toBe('asha@fans.test');
    expect(mail.text).toContain('> Where is <my> invoice?\n> Thanks');
    expect(ownWords(mail)).not.toContain('Asha');
    expect(mail.html).toContain('Where is &lt;my&gt; invoice?');
  });

  it('cuts a long sender name to 60 characters in the subject, and names an unnamed sender by address', async () => {
    const name = `${'Ramakrishnan '.repeat(8)}Iyer`;
    await send({ kind: 'contact', name, email: 'rk@fans.test', message: 'Hello' });
    await send({ kind: 'early-access', email: 'early@fans.test' });
    const [contact, early] = await h.outbox();
    const quoted = /^Contact message from "(.*)"$/.exec(contact!.subject)?.[1] ?? '';
    expect([...quoted]).toHaveLength(60);
    expect(name.startsWith(quoted.slice(0, 59))).toBe(true);
    expect(contact!.text).toContain(`> Name: ${name}`);
    expect(early!.subject).toBe('Early-access sign-up from "early@fans.test"');
    expect(early!.replyTo).toBe('early@fans.test');
  });
});
