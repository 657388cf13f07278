import { chooseKitVersion, satisfies } from './choose-kit-version';

const SP_NEEDS = ['@qce/shared-kit/stores', '@qce/shared-kit/flows', '@qce/shared-kit/messages'];

describe('satisfies (the ranges the build writes)', () => {
  it.each([
    ['1.3.0', '^1.3.0', true],
    ['1.9.2', '^1.3.0', true],
    ['1.2.9', '^1.3.0', false],
    ['2.0.0', '^1.3.0', false],
    ['0.3.4', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['1.3.5', '~1.3.0', true],
    ['1.4.0', '~1.3.0', false],
    ['1.3.0', '1.3.0', true],
    ['1.3.1', '1.3.0', false],
    ['7.0.0', '*', true],
    ['1.3.0', '>=1.0.0', false],
    ['not-a-version', '^1.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('chooseKitVersion: one kit version for every kit entry of one app', () => {
  it('uses the host copies when the host runs the very kit the app was built with', () => {
    const choice = chooseKitVersion({
      ownVersion: '1.0.0',
      requiredRange: '^1.0.0',
      needed: SP_NEEDS,
      host: { version: '1.0.0', entries: ['@qce/shared-kit/stores'] },
    });
    expect(choice).toMatchObject({ version: '1.0.0', source: 'host' });
  });

  it('(a) an app built with a newer kit minor keeps its own copy of every entry in an older shell', () => {
    // The measured defect: stores from the shell's 1.0.0, flows and messages from the app's 1.1.0.
    const choice = chooseKitVersion({
      ownVersion: '1.1.0',
      requiredRange: '^1.1.0',
      needed: SP_NEEDS,
      host: { version: '1.0.0', entries: SP_NEEDS },
    });
    expect(choice).toMatchObject({ version: '1.1.0', source: 'own' });
    expect(choice.reason).toBe('host kit 1.0.0 does not satisfy ^1.1.0');
  });

  it('(b) an old app keeps its own copy in a shell built with a newer kit major', () => {
    const choice = chooseKitVersion({
      ownVersion: '1.0.0',
      requiredRange: '^1.0.0',
      needed: SP_NEEDS,
      host: { version: '2.0.0', entries: SP_NEEDS },
    });
    expect(choice).toMatchObject({ version: '1.0.0', source: 'own' });
  });

  it('shares a newer compatible host kit only when the host offers every entry the app needs', () => {
    const all = chooseKitVersion({
      ownVersion: '1.1.0',
      requiredRange: '^1.1.0',
      needed: SP_NEEDS,
      host: { version: '1.4.0', entries: [...SP_NEEDS, '@qce/shared-kit/ui'] },
    });
    expect(all).toMatchObject({ version: '1.4.0', source: 'host' });

    // The host lacks `flows`: taking stores and messages from it would be a mix, so none are taken.
    const partial = chooseKitVersion({
      ownVersion: '1.1.0',
      requiredRange: '^1.1.0',
      needed: SP_NEEDS,
      host: { version: '1.4.0', entries: ['@qce/shared-kit/stores', '@qce/shared-kit/messages'] },
    });
    expect(partial).toMatchObject({ version: '1.1.0', source: 'own' });
    expect(partial.reason).toBe('host kit 1.4.0 lacks @qce/shared-kit/flows');
  });

  it('uses its own copy when the host offers no kit (a standalone app is its own host)', () => {
    expect(
      chooseKitVersion({ ownVersion: '1.2.0', requiredRange: '^1.2.0', needed: SP_NEEDS }),
    ).toMatchObject({ version: '1.2.0', source: 'own' });
  });

  it('never answers a mix: every needed entry is served by the one chosen version', () => {
    const hosts = ['0.9.0', '1.0.0', '1.1.0', '1.5.0', '2.0.0'];
    const offers = [SP_NEEDS, SP_NEEDS.slice(1), []];
    for (const version of hosts)
      for (const entries of offers) {
        const choice = chooseKitVersion({
          ownVersion: '1.1.0',
          requiredRange: '^1.1.0',
          needed: SP_NEEDS,
          host: { version, entries },
        });
        const servedBy = SP_NEEDS.map((entry) =>
          choice.source === 'host' && version !== '1.1.0' && entries.includes(entry)
            ? version
            : choice.version,
        );
        expect(new Set(servedBy).size).toBe(1);
        expect(satisfies(choice.version, '^1.1.0')).toBe(true);
      }
  });
});
