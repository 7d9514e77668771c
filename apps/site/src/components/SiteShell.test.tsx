import { configure, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { loader as rootLoader } from '../root';
import { SiteShell } from './SiteShell';

// The shell's first render compiles @studio/ui and the shell; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });

/** A page inside the shell, under the site's real root loader (words in the address's language). */
function renderShellAt(path: string, heading: string) {
  const Page = () => (
    <SiteShell>
      <h1>{heading}</h1>
    </SiteShell>
  );
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: rootLoader,
      children: [
        { path: '/', Component: Page },
        { path: '/hi/', Component: Page },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return screen.findByRole('heading', { level: 1, name: heading });
}

const footer = () => screen.getByRole('contentinfo');

describe('site shell', { timeout: 30_000 }, () => {
  afterEach(() => localStorage.clear());

  it('on a Hindi address › the footer, cookie banner, skip link, menu and search speak Hindi', async () => {
    await renderShellAt('/hi/', 'होम');

    for (const title of ['मदद और सहायता', 'संगीत और वीडियो', 'कंपनी', 'क़ानूनी जानकारी', 'और देखें'])
      expect(within(footer()).getAllByRole('heading', { name: title }).length).toBeGreaterThan(0);
    expect(within(footer()).getByRole('link', { name: 'एडमिन लॉगिन' })).toHaveAttribute(
      'href',
      '/super-admin/login',
    );
    expect(
      within(footer()).getByText(
        'सरगम स्टूडियोज़ से श्रोता के रूप में जुड़िए, या हमारे कलाकार कार्यक्रम में नाम लिखवाइए।',
      ),
    ).toBeInTheDocument();

    expect(screen.getByText('सरगम स्टूडियोज़ पर कुकीज़')).toBeVisible();
    expect(screen.getByText('जब तक आप न चुनें, सिर्फ़ ज़रूरी कुकीज़ ही रहेंगी।')).toBeVisible();
    expect(screen.getByRole('button', { name: 'सब स्वीकार करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'मना करें' })).toBeVisible();
    // Cookie Settings has no Hindi page: the link says so by its language.
    const settings = screen.getByRole('link', { name: 'कुकी सेटिंग्स में ख़ुद चुनें' });
    expect(settings).toHaveAttribute('href', '/cookie-settings');
    expect(settings).toHaveAttribute('hreflang', 'en');

    expect(screen.getByRole('link', { name: 'सीधे मुख्य सामग्री पर जाएँ' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'वेबसाइट पर खोजें' })).toHaveAttribute(
      'placeholder',
      'खोजें...',
    );

    for (const english of [
      'Help & Support',
      'Music & Video',
      'Accept All',
      'Decline',
      'Admin Access',
    ])
      expect(screen.queryByText(english)).toBeNull();
  });

  it('on an English address › the shell keeps its English words', async () => {
    await renderShellAt('/', 'Home');

    for (const title of ['Help & Support', 'Music & Video', 'Company', 'Legal', 'Explore'])
      expect(within(footer()).getAllByRole('heading', { name: title }).length).toBeGreaterThan(0);
    expect(within(footer()).getByRole('link', { name: 'Admin Access' })).toBeInTheDocument();
    expect(
      within(footer()).getByText(
        'Join Sargam Studios as a Listener, or enroll in our Artist Program.',
      ),
    ).toBeInTheDocument();

    expect(screen.getByText('Cookies at Sargam Studios')).toBeVisible();
    expect(screen.getByText('Only necessary cookies until you choose.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeVisible();
    const settings = screen.getByRole('link', { name: 'Choose in Cookie Settings' });
    expect(settings).toHaveAttribute('href', '/cookie-settings');
    expect(settings).not.toHaveAttribute('hreflang');

    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the website' })).toBeInTheDocument();
  });

  it('on an English address › the link to the Hindi page is named हिन्दी and drawn, not written', async () => {
    await renderShellAt('/', 'Home');

    const toHindi = screen.getByRole('link', { name: 'हिन्दी' });
    expect(toHindi).toHaveAttribute('href', '/hi/');
    expect(toHindi).toHaveAttribute('lang', 'hi');
    // No Devanagari text: a browser would fetch the Devanagari face to write it.
    expect(toHindi).toBeEmptyDOMElement();
  });
});
