import { within } from '@testing-library/react';

/** Reads an order-of-payment sheet as a user sees it: its reference number, item rows and total. */
export function readOrderSheet(sheet: HTMLElement) {
  const reference =
    within(sheet).getByText('Reference No.', { selector: 'dt' }).nextElementSibling?.textContent ??
    '';
  // The items come first; a bulk order's applicants follow in a second table.
  const [itemsTable] = within(sheet).getAllByRole('table');
  if (!itemsTable) throw new Error('the order of payment has no items table');
  const rows = within(itemsTable)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length === 2)
    .filter((row) => !/^Total/.test(row.textContent ?? ''));
  const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  const items = rows.map((row) => {
    const [name, amount] = within(row).getAllByRole('cell');
    return { name: name?.textContent ?? '', amount: amountOf(amount?.textContent ?? '') };
  });
  const total = amountOf(
    within(within(itemsTable).getByRole('row', { name: /^Total/ })).getByRole('cell').textContent ??
      '',
  );
  return { reference, items, total };
}
