import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyQaOverrides, clearQaOverrides } from '../../lib/federation/qa-overrides';
import { QaOverrideBanner } from './qa-override-banner';

afterEach(() => clearQaOverrides());

describe('QaOverrideBanner', () => {
  it('shows nothing without an override', () => {
    applyQaOverrides({}, true);
    const { container } = render(<QaOverrideBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the overridden track and its entry, and removes the override on request', async () => {
    localStorage.setItem('qce-qa-override:mf_sp', '/releases/sp/candidate/mf-manifest.json');
    applyQaOverrides({}, true);
    const reload = jest.fn();
    render(<QaOverrideBanner onCleared={reload} />);
    const banner = screen.getByRole('region', { name: 'QA overrides' });
    expect(banner).toHaveTextContent('mf_sp from /releases/sp/candidate/mf-manifest.json');
    await userEvent.click(screen.getByRole('button', { name: 'Use the live builds' }));
    expect(localStorage.getItem('qce-qa-override:mf_sp')).toBeNull();
    expect(reload).toHaveBeenCalled();
  });
});
