import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionRootProps } from './Accordion';

const questions = [
  { id: 'timeline', q: 'How long does it take to produce a song?', a: 'Three to six weeks.' },
  { id: 'video', q: 'Do you shoot music videos outside the studio?', a: 'Yes, across India.' },
  { id: 'payment', q: 'Which payment methods do you accept?', a: 'Bank transfer, UPI and cards.' },
];

function Faq(props: Partial<AccordionRootProps>) {
  const rootProps = { type: 'multiple', ...props } as AccordionRootProps;
  return (
    <Accordion.Root {...rootProps}>
      {questions.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Trigger>{item.q}</Accordion.Trigger>
          <Accordion.Content>{item.a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

describe('Accordion', () => {
  it('given a FAQ › renders every question as a collapsed button inside a level-3 heading', () => {
    render(<Faq />);
    for (const item of questions) {
      const button = screen.getByRole('button', { name: item.q });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('heading', { level: 3, name: item.q })).toContainElement(button);
    }
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('given type multiple › opening two questions › both stay open and each region is named by its question', async () => {
    const onValueChange = vi.fn();
    render(<Faq onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: questions[0]!.q }));
    await userEvent.click(screen.getByRole('button', { name: questions[2]!.q }));
    expect(screen.getByRole('button', { name: questions[0]!.q })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: questions[2]!.q })).toHaveTextContent(
      'Bank transfer',
    );
    expect(onValueChange).toHaveBeenLastCalledWith(['timeline', 'payment']);
    const trigger = screen.getByRole('button', { name: questions[0]!.q });
    expect(trigger).toHaveAttribute(
      'aria-controls',
      screen.getByRole('region', { name: questions[0]!.q }).id,
    );
  });

  it('given type single › opening another question › closes the first', async () => {
    render(<Faq type="single" collapsible />);
    await userEvent.click(screen.getByRole('button', { name: questions[0]!.q }));
    await userEvent.click(screen.getByRole('button', { name: questions[1]!.q }));
    expect(screen.getByRole('button', { name: questions[0]!.q })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: questions[1]!.q })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: questions[1]!.q }));
    expect(screen.getByRole('button', { name: questions[1]!.q })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('given an open question › clicking it again › closes it and removes the answer', async () => {
    render(<Faq defaultValue={['video']} />);
    expect(screen.getByRole('region', { name: questions[1]!.q })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: questions[1]!.q }));
    expect(screen.getByRole('button', { name: questions[1]!.q })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });

  it('given focus on a question › arrows, Home and End move between questions › Enter and Space toggle', async () => {
    render(<Faq />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: questions[0]!.q })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: questions[1]!.q })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: questions[2]!.q })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: questions[2]!.q })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: questions[0]!.q })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('given a headingLevel › wraps the trigger in that heading', () => {
    render(
      <Accordion.Root type="single">
        <Accordion.Item value="a">
          <Accordion.Trigger headingLevel={2}>Open positions</Accordion.Trigger>
          <Accordion.Content>Five roles.</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Open positions' })).toBeInTheDocument();
  });

  it('has no axe violations when closed and when open', async () => {
    const { container } = render(<Faq />);
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: questions[0]!.q }));
    await userEvent.click(screen.getByRole('button', { name: questions[1]!.q }));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
