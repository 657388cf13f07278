import path from 'node:path';
import { createRequire } from 'node:module';

const load = createRequire(__filename);
const { eagerKitViolations } = load('./eager-closure.cjs') as {
  eagerKitViolations: (eager: string[]) => string[];
};
/** The shell's webpack config names its eager list; the list as the shell builds it. */
const shellConfig = path.resolve(__dirname, '../../shell/webpack.config.js');

describe('eager shared modules import only eager kit entries (withEager)', () => {
  it("holds for the shell's list", () => {
    const source = load('node:fs').readFileSync(shellConfig, 'utf8') as string;
    const list = /eagerShared: \[([\s\S]*?)\]/.exec(source)?.[1] ?? '';
    const eager = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
    expect(eager).toContain('@qce/shared-kit/stores');
    expect(eagerKitViolations(eager)).toEqual([]);
  });

  it('names an eager entry that imports one off the list (the pagination store importing the domain)', () => {
    // `stores` imports `storage` (eager in the shell); without `storage` on the list, that is open.
    expect(eagerKitViolations(['@qce/shared-kit/stores'])).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^src\/stores\/.* -> @qce\/shared-kit\/storage$/),
      ]),
    );
  });

  it('names an eager kit entry whose domain entry is off the list (the api entry without @qce/domain/api)', () => {
    expect(
      eagerKitViolations(['@qce/shared-kit/api', '@qce/shared-kit/config', '@qce/domain/config']),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/ -> @qce\/domain\/api$/)]));
  });
});
