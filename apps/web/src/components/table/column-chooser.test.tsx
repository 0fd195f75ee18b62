import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ColumnChooser } from './column-chooser';

const COLUMNS = [
  { key: 'name', header: 'Name' },
  { key: 'abilities', header: 'Abilities' },
  { key: 'created', header: 'Created' },
];

function Chooser() {
  const [visible, setVisible] = useState(['name', 'abilities']);
  return (
    <>
      <ColumnChooser columns={COLUMNS} visible={visible} onChange={setVisible} />
      <p data-testid="shown">{visible.join(',')}</p>
    </>
  );
}

async function openChooser() {
  const user = userEvent.setup();
  render(<Chooser />);
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  return { user, chooser: screen.getByRole('group', { name: 'Visible columns' }) };
}

describe('table column chooser', () => {
  it('shows and hides columns, keeping the table order', async () => {
    const { user, chooser } = await openChooser();
    expect(within(chooser).getByLabelText('Created')).not.toBeChecked();
    await user.click(within(chooser).getByLabelText('Created'));
    await user.click(within(chooser).getByLabelText('Abilities'));
    expect(screen.getByTestId('shown')).toHaveTextContent('name,created');
  });

  it('keeps the last visible column, with the spec message, until another is shown', async () => {
    const { user, chooser } = await openChooser();
    await user.click(within(chooser).getByLabelText('Abilities'));
    await user.click(within(chooser).getByLabelText('Name'));
    expect(within(chooser).getByRole('status')).toHaveTextContent('At least one column must remain visible.');
    expect(within(chooser).getByLabelText('Name')).toBeChecked();
    expect(screen.getByTestId('shown')).toHaveTextContent('name');
    await user.click(within(chooser).getByLabelText('Created'));
    expect(within(chooser).getByRole('status')).toBeEmptyDOMElement();
  });
});
