import { readFileSync } from 'node:fs';
import path from 'node:path';

const kitDir = path.resolve(__dirname, '..');
const { version } = JSON.parse(readFileSync(path.join(kitDir, 'package.json'), 'utf8')) as {
  version: string;
};
const changelog = readFileSync(path.join(kitDir, 'CHANGELOG.md'), 'utf8');

describe('the kit version (ADR 013, bump rule in shared-kit/CHANGELOG.md)', () => {
  it("is the changelog's newest entry", () => {
    const newest = /^## (\d+\.\d+\.\d+)/m.exec(changelog)?.[1];
    expect(newest).toBe(version);
  });

  it('is a plain semver version (the apps declare ^<version> as their kit range)', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
