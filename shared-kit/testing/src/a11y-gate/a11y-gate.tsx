import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { waitForSettledPage } from '@qce/testing/remote-tests';
import { expectNoAxeViolations } from '../axe';

/**
 * One dialog of a page (issue 25 item 5: the e2e accessibility gate's dialog rows, in jest): opened from
 * the settled page, checked by axe on its own, closed with Escape.
 */
export interface DialogCheck {
  /** The dialog's accessible name. */
  name: string;
  /**
   * Opens it and returns the control that opened it (the focus comes back to it on Escape); absent for a
   * dialog that opens by itself on arrival (the focus then goes to the page's main).
   */
  open?: (user: UserEvent) => Promise<HTMLElement>;
  /** Holds the focus after the Escape instead of the opener (the dialog it was opened from). */
  focusGoesTo?: () => HTMLElement;
  /** After the Escape: closes what stays open under it (a dialog opened from another dialog). */
  afterClose?: (user: UserEvent) => Promise<void>;
}

/** Opens a dialog with the first control of `role` named `name` in the page's main. */
export const opensFrom =
  (role: 'button' | 'checkbox' | 'radio', name: string | RegExp) =>
  async (user: UserEvent): Promise<HTMLElement> => {
    const [control] = await within(screen.getByRole('main')).findAllByRole(role, { name });
    if (!control) throw new Error(`no ${role} named ${String(name)}`);
    await user.click(control);
    return control;
  };

/** The page has settled: its level-1 heading shows, nothing is loading and no read is in flight. */
export async function settledPage(): Promise<void> {
  await screen.findAllByRole('heading', { level: 1 });
  await waitForSettledPage();
}

/** The settled page has no serious or critical axe violation. */
export async function expectAccessiblePage(): Promise<void> {
  await settledPage();
  await expectNoAxeViolations(document.body);
}

const findDialog = (name: string) =>
  waitFor(() => {
    const [dialog] = [
      ...screen.queryAllByRole('dialog', { name }),
      ...screen.queryAllByRole('alertdialog', { name }),
    ];
    if (!dialog) throw new Error(`no dialog named ${name}`);
    return dialog;
  });

/**
 * Opens the dialog (or finds the one that opened by itself), checks it on its own with axe, closes it
 * with Escape and checks where the focus went: back to the control that opened it, or to the page's main.
 */
export async function expectAccessibleDialog(user: UserEvent, check: DialogCheck): Promise<void> {
  const opener = check.open ? await check.open(user) : undefined;
  const dialog = await findDialog(check.name);
  await waitFor(() => expect(dialog).toContainElement(activeElement()));
  await expectNoAxeViolations(dialog);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  if (check.focusGoesTo)
    await waitFor(() => expect(check.focusGoesTo?.()).toContainElement(activeElement()));
  else if (opener) expect(activeElement()).toBe(opener);
  else expect(activeElement()).toBe(screen.getByRole('main'));
  await check.afterClose?.(user);
}

function activeElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/**
 * Renders the route at `path` (under /qce), checks the settled page (the route itself, not a redirect
 * away from it), then each of its dialogs in order.
 */
export async function expectAccessibleRoute(
  path: string,
  render: (path: string) => unknown,
  dialogs: DialogCheck[] = [],
): Promise<void> {
  render(path);
  await expectAccessiblePage();
  expect(window.location.pathname).toBe(`/qce${path}`);
  const user = userEvent.setup();
  for (const dialog of dialogs) await expectAccessibleDialog(user, dialog);
}

/** The application details header's dialogs (kit ApplicationDetailsHeader), on the IHC and SP forms. */
export const UPDATE_DETAILS: DialogCheck = {
  name: 'Update Details',
  open: opensFrom('button', 'Update Details'),
};

/** Update Details, another Application Type, Save: Confirm Changes (Escape goes back to Update Details). */
export const CONFIRM_CHANGES: DialogCheck = {
  name: 'Confirm Changes',
  open: async (user) => {
    await opensFrom('button', 'Update Details')(user);
    const dialog = await screen.findByRole('dialog', { name: 'Update Details' });
    const type = within(dialog).getByRole<HTMLSelectElement>('combobox', {
      name: /Application Type/,
    });
    await waitFor(() => expect(within(type).getAllByRole('option').length).toBeGreaterThan(2));
    const other = within(type)
      .getAllByRole<HTMLOptionElement>('option')
      .find((option) => option.value && !option.selected);
    await user.selectOptions(type, other?.value ?? '');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(save);
    return save;
  },
  focusGoesTo: () => screen.getByRole('dialog', { name: 'Update Details' }),
  afterClose: (user) => user.keyboard('{Escape}'),
};

export const CANCEL_APPLICATION: DialogCheck = {
  name: 'Cancel Application',
  open: opensFrom('button', 'Cancel Application'),
};

/** The terms accepted (if they are not yet), Next: the form is saved and the Requirements List shows (intake §2). */
export const REQUIREMENTS_LIST: DialogCheck = {
  name: 'Requirements List',
  open: async (user) => {
    const terms = within(screen.getByRole('main')).getByRole('checkbox', {
      name: /I have read and agree to the Data Privacy Policy/,
    });
    if (!(terms as HTMLInputElement).checked) await user.click(terms);
    return opensFrom('button', 'Next')(user);
  },
};
