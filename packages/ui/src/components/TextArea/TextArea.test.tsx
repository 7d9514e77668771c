import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Field } from '../Field';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('given typing several lines › then the textarea keeps them', async () => {
    render(<TextArea label="Message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'We are releasing an EP in March.{Enter}Can we book mixing?');
    expect(textarea).toHaveValue('We are releasing an EP in March.\nCan we book mixing?');
  });

  it('given no rows › then it shows 4 rows; given rows › then it shows that many', () => {
    render(
      <>
        <TextArea aria-label="Message" />
        <TextArea aria-label="Notes" rows={8} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '4');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '8');
  });

  it('given a Field with an error and required › then the textarea is required, invalid and described', () => {
    render(
      <Field label="Message" required error="Please tell us about your project.">
        <TextArea />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Please tell us about your project.');
  });

  it('given disabled › then it cannot be edited', async () => {
    render(<TextArea label="Message" disabled defaultValue="Sent" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'more');
    expect(textarea).toHaveValue('Sent');
  });

  it('has no axe violations in the default and invalid states', async () => {
    const { container } = render(
      <>
        <TextArea
          label="Message"
          required
          hint="Tell us about your project, timeline and budget."
        />
        <TextArea label="Notes" error="Please keep notes under 500 characters." />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
