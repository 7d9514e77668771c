import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import CareersPage, { loader } from './careers';

// The root layout puts every page inside <main>.
const Main = ({ children }: { children: ReactNode }) => <main>{children}</main>;

const renderCareers = async () => {
  const Stub = createRoutesStub([{ path: '/careers', Component: CareersPage, loader }]);
  render(<Stub initialEntries={['/careers']} />, { wrapper: Main });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
};

const positionTitles = [
  'Senior Audio Engineer',
  'Video Production Specialist',
  'Frontend Developer',
  'Artist Relations Manager',
  'Marketing Coordinator',
];

// jsdom with axe is slow on a busy machine; these tests wait on nothing but rendering.
describe('careers page', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the five open positions, all closed', async () => {
    await renderCareers();
    for (const title of positionTitles) {
      expect(screen.getByRole('button', { name: new RegExp(`^${title}`) })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
  });

  it('given two positions › opening both › keeps both open, each with its requirements', async () => {
    await renderCareers();
    const engineer = screen.getByRole('button', { name: /^Senior Audio Engineer/ });
    const developer = screen.getByRole('button', { name: /^Frontend Developer/ });
    await userEvent.click(engineer);
    await userEvent.click(developer);
    expect(engineer).toHaveAttribute('aria-expanded', 'true');
    expect(developer).toHaveAttribute('aria-expanded', 'true');
    const engineerPanel = screen.getByRole('region', { name: /^Senior Audio Engineer/ });
    expect(within(engineerPanel).getByText(/Dolby Atmos/)).toBeVisible();
    expect(await axe.run(document.body)).toHaveProperty('violations', []);

    await userEvent.click(engineer);
    expect(engineer).toHaveAttribute('aria-expanded', 'false');
    expect(developer).toHaveAttribute('aria-expanded', 'true');
  });

  it('Apply Now shows the application alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await renderCareers();
    await userEvent.click(screen.getByRole('button', { name: /^Marketing Coordinator/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now: Marketing Coordinator' }));
    expect(alert).toHaveBeenCalledWith('Application form would open here');
  });

  it('explains how to apply with the review times', async () => {
    await renderCareers();
    const howTo = screen.getByRole('region', { name: 'How to Apply' });
    expect(within(howTo).getByText(/within 48 hours/)).toBeVisible();
    expect(within(howTo).getByText(/within 2 weeks/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Benefits' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Culture' })).toBeVisible();
  });

  it('has no axe violations', async () => {
    await renderCareers();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
