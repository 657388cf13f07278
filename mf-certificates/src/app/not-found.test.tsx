/** STYLE 12: an address under this remote's prefixes it does not have is a Not found page, never a blank one. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@qce/shared-kit/messages';
import { renderRemoteAt } from '@qce/testing/remote-tests';
import { setupMockServer } from '../testing/mock-server';
import { App } from './app';

setupMockServer();

describe('mf-certificates Not found route', () => {
  it('answers an unknown page of a document with Page not found and leaves through the shell', async () => {
    const navigate = jest.fn();
    renderRemoteAt(App, '/documents/1001/no-such-page', navigate);
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.common.notFoundTitle }),
    ).toBeInTheDocument();
    const back = screen.getByRole('link', { name: MESSAGES.common.backToApplications });
    expect(back).toHaveAttribute('href', '/qce/applications');
    await userEvent.setup().click(back);
    expect(navigate).toHaveBeenCalledWith('/qce/applications');
  });

  it('answers every prefix the shell mounts it for, and leaves the other tracks alone', () => {
    const first = renderRemoteAt(App, '/laboratory/3001');
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.common.notFoundTitle }),
    ).toBeInTheDocument();
    first.unmount();
    // (react-router warns that no route matched: the shell never mounts this remote there; the tests'
    // console keeps warnings out of the output.)
    renderRemoteAt(App, '/ihc/applications');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});
