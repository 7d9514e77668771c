import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as sample from '../../stories/sampleRecords';
import type { SampleOrder } from '../../stories/sampleRecords';
import { orderTable, rowFor } from '../../test/statusActionTable';
import { StatusActionTable } from './StatusActionTable';

function Selectable({ onChange }: { onChange: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <StatusActionTable<SampleOrder>
      {...orderTable}
      rows={sample.sampleOrders}
      onAction={vi.fn()}
      selectedIds={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        onChange(ids);
      }}
    />
  );
}

describe('StatusActionTable selection', { timeout: 30_000 }, () => {
  it('a checkbox per row, toggled by keyboard; the header’s selects the page, then clears it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Selectable onChange={onChange} />);
    const box = within(rowFor('Meera Joshi')).getByRole('checkbox', {
      name: 'Select Meera Joshi',
    });
    box.focus();
    await user.keyboard(' ');
    expect(box).toHaveAttribute('aria-checked', 'true');
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith(expect.any(Array));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(10);
    expect(all).toHaveAttribute('aria-checked', 'true');
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(box).toHaveAttribute('aria-checked', 'false');
  });

  it('has no axe violations with some rows selected', async () => {
    const user = userEvent.setup();
    const { container } = render(<Selectable onChange={vi.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Meera Joshi' }));
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('without onSelectionChange › no checkboxes', () => {
    render(
      <StatusActionTable<SampleOrder>
        {...orderTable}
        rows={sample.sampleOrders}
        onAction={vi.fn()}
      />,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
