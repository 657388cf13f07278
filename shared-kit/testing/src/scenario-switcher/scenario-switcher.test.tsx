import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localKeys, sessionKeys } from '@qce/shared-kit/storage';
import { ScenarioSwitcher, signInSeededIfNobody } from './index';

const applyScenario = jest.fn();
jest.mock('@qce/mock-api/browser', () => ({
  applyScenario: (name: string) => applyScenario(name),
  listScenarios: () => [
    { name: 'fresh', description: 'No applications', current: true },
    { name: 'approved', description: 'Head approval done', current: false },
  ],
  seededUsers: () => [
    { userId: 101, token: 't-101', name: 'Juan', description: 'applicant' },
    { userId: 103, token: 't-103', name: 'Pedro', description: 'owner' },
  ],
}));

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('ScenarioSwitcher (standalone remotes)', () => {
  it('applies a scenario and signs a seeded applicant in, landing on the given page each time', async () => {
    const navigate = jest.fn();
    localKeys.set('appId', '7');
    render(<ScenarioSwitcher landing={() => '/qce/ihc/applications'} navigate={navigate} />);
    const panel = screen.getByRole('complementary', { name: 'Mock backend' });
    expect(panel).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Scenario' })).toHaveValue('fresh');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Scenario' }), 'approved');
    expect(applyScenario).toHaveBeenCalledWith('approved');
    expect(navigate).toHaveBeenLastCalledWith('/qce/ihc/applications');
    // The open application is forgotten: the landing starts over.
    expect(localKeys.get('appId')).toBeFalsy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Signed in as' }), '103');
    expect(localKeys.get('token')).toBe('t-103');
    expect(sessionKeys.get('userId')).toBe('103');
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('option', { name: /Nobody/ })).toBeNull();
  });

  it('can sign out when allowed, reloads where it is, and shows extra content', async () => {
    localKeys.set('token', 't-101');
    sessionKeys.set('userId', '101');
    const navigate = jest.fn();
    render(
      <ScenarioSwitcher allowSignedOut navigate={navigate}>
        <p>Try the QR page</p>
      </ScenarioSwitcher>,
    );
    expect(screen.getByText('Try the QR page')).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Signed in as' }),
      'Nobody (public QR pages)',
    );
    expect(localKeys.get('token')).toBeFalsy();
    expect(sessionKeys.get('userId')).toBeFalsy();
    expect(navigate).toHaveBeenCalledWith(undefined);
  });
});

describe('signInSeededIfNobody', () => {
  it('signs the given seeded applicant, else the first, only when nobody is signed in', () => {
    signInSeededIfNobody(103);
    expect(sessionKeys.get('userId')).toBe('103');
    signInSeededIfNobody();
    expect(sessionKeys.get('userId')).toBe('103');
    window.localStorage.clear();
    window.sessionStorage.clear();
    signInSeededIfNobody();
    expect(sessionKeys.get('userId')).toBe('101');
  });
});
