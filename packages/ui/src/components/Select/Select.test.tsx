import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { sampleServices as services } from '../../stories/sample/services';
import { Field } from '../Field';
import { Select, SelectGroup, SelectItem } from './Select';

describe('Select', () => {
  it('given no value › then the trigger shows the placeholder and is named by its label', () => {
    render(<Select label="Service Interest" placeholder="Select a service" options={services} />);
    const trigger = screen.getByRole('combobox', { name: 'Service Interest' });
    expect(trigger).toHaveTextContent('Select a service');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('given a click on the trigger › when an option is clicked › then it is chosen and the list closes', async () => {
    const onValueChange = vi.fn();
    render(
      <Select
        label="Service Interest"
        placeholder="Select a service"
        options={services}
        onValueChange={onValueChange}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Service Interest' });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(7);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Music Distribution' }));
    expect(onValueChange).toHaveBeenCalledWith('distribution');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Music Distribution');
    expect(trigger).toHaveFocus();
  });

  it('given the keyboard › when Enter opens it, arrows move and Enter chooses › then the value changes', async () => {
    const onValueChange = vi.fn();
    render(
      <Select
        label="Service Interest"
        options={services}
        defaultValue="music-production"
        onValueChange={onValueChange}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Service Interest' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('video-production');
  });

  it('given the closed trigger has focus › when typing letters › then typeahead chooses the matching option', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Service Interest" options={services} onValueChange={onValueChange} />);
    screen.getByRole('combobox', { name: 'Service Interest' }).focus();
    await userEvent.keyboard('con');
    expect(onValueChange).toHaveBeenLastCalledWith('consultation');
  });

  it('given an open list › when Escape is pressed › then it closes without choosing', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Service Interest" options={services} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Service Interest' });
    await userEvent.click(trigger);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('given a form › then the chosen value is submitted under its name', () => {
    render(
      <form aria-label="Contact">
        <Select
          label="Service Interest"
          name="service"
          options={services}
          defaultValue="mixing-mastering"
        />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Contact' }) as HTMLFormElement;
    expect(new FormData(form).get('service')).toBe('mixing-mastering');
  });

  it('given a Field with an error and required › then the trigger is invalid, required and described', () => {
    render(
      <Field label="Service Type" required error="Please choose a service.">
        <Select placeholder="Select a service" options={services} />
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Service Type' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleDescription('Please choose a service.');
  });

  it('given composed groups › then options are grouped under their labels', async () => {
    render(
      <Select label="Service Type">
        <SelectGroup label="Studio">
          <SelectItem value="music-production">Music Production</SelectItem>
        </SelectGroup>
        <SelectGroup label="Help">
          <SelectItem value="technical-support">Technical Support</SelectItem>
          <SelectItem value="billing">Billing</SelectItem>
        </SelectGroup>
      </Select>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Service Type' }));
    const help = await screen.findByRole('group', { name: 'Help' });
    expect(within(help).getAllByRole('option')).toHaveLength(2);
  });

  it('given disabled › then it cannot be opened', async () => {
    render(<Select label="Service Interest" options={services} disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Service Interest' });
    expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('has no axe violations when closed and when open', async () => {
    const { container } = render(
      <Select
        label="Service Interest"
        placeholder="Select a service"
        options={services}
        hint="Optional"
      />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Service Interest' }));
    await screen.findByRole('listbox');
    // The list is portalled to <body>; page landmarks ("region") are the app's concern, not the Select's.
    const open = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(open.violations).toEqual([]);
  });
});
