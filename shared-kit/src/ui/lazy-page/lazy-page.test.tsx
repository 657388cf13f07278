import { Component } from 'react';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@qce/shared-kit/messages';
import { allowConsoleErrors, consoleErrors } from '@qce/testing/console';
import { expectNoAxeViolations } from '@qce/testing';
import { isChunkLoadError, lazyPage } from './lazy-page';

function chunkError(): Error {
  const error = new Error('Loading chunk 955 failed.\n(error: http://x/remotes/ihc/955.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

class Outer extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p>outer caught: {this.state.message}</p> : this.props.children;
  }
}

describe('lazyPage', () => {
  it('shows the kit loader as a status while the page chunk loads, then the page with its props', async () => {
    let resolve: (page: typeof Greeting) => void = () => undefined;
    const Page = lazyPage(() => new Promise<typeof Greeting>((r) => (resolve = r)), 'Loading page');
    const { container } = render(<Page name="Ana" />);
    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    resolve(Greeting);
    expect(await screen.findByRole('heading', { name: 'Hello Ana' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error panel when the chunk fails, reports it, and Try again downloads it again', async () => {
    // React logs the error its boundary caught; the report is the kit's own line.
    allowConsoleErrors(/Loading chunk 955 failed/);
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce(Greeting);
    const Page = lazyPage(load);
    const { container } = render(<Page name="Ben" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.common.trackUnavailable);
    expect(consoleErrors().filter((line) => line.startsWith('loading a page failed'))).toHaveLength(
      1,
    );
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: MESSAGES.common.tryAgain }));
    expect(await screen.findByRole('heading', { name: 'Hello Ben' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves an error thrown by the page itself to the boundary above', async () => {
    allowConsoleErrors(/render bug/);
    function Broken(): ReactNode {
      throw new Error('render bug');
    }
    const Page = lazyPage(() => Promise.resolve(Broken));
    render(
      <Outer>
        <Page />
      </Outer>,
    );
    expect(await screen.findByText('outer caught: render bug')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: MESSAGES.common.tryAgain }),
    ).not.toBeInTheDocument();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [chunkError(), true],
    [new Error('Loading CSS chunk 12 failed.'), true],
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), true],
    [new Error('render bug'), false],
    ['Loading chunk 1 failed', false],
  ])('%p -> %p', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
