// node --test deploy/  (part of `pnpm test:unit`)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkContract, checkExposes, checkSharedRanges } from './gate.mjs';
import { RegistryError, createRegistryStore } from './store.mjs';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'qce-registry-test-'));
const defaults = { mf_sp: { entry: '/remotes/sp/mf-manifest.json' } };

test('a release moves the pointer; remotes.json shows it; the document lives in the registry folder', async () => {
  const dir = tempDir();
  const store = createRegistryStore(dir);
  assert.deepEqual(store.remotes(defaults), defaults);
  await store.publish('mf_sp', {
    releaseId: 'sp-1',
    entry: '/releases/sp/sp-1/mf-manifest.json',
    gitSha: 'abc',
    kitVersion: '1.1.0',
    runtimeVersion: '2.9.2',
  });
  assert.deepEqual(store.remotes(defaults).mf_sp, { entry: '/releases/sp/sp-1/mf-manifest.json' });
  const doc = JSON.parse(fs.readFileSync(path.join(dir, 'registry.json'), 'utf8'));
  assert.equal(doc.tracks.mf_sp.current, 'sp-1');
  assert.equal(doc.tracks.mf_sp.releases['sp-1'].kitVersion, '1.1.0');
});

test('rollback walks back one release at a time, to the built-in build, then refuses', async () => {
  const store = createRegistryStore(tempDir());
  await store.publish('mf_sp', { releaseId: 'sp-1', entry: '/releases/sp/sp-1/mf-manifest.json' });
  await store.publish('mf_sp', { releaseId: 'sp-2', entry: '/releases/sp/sp-2/mf-manifest.json' });
  assert.equal((await store.rollback('mf_sp')).live.releaseId, 'sp-1');
  assert.equal(store.remotes(defaults).mf_sp.entry, '/releases/sp/sp-1/mf-manifest.json');
  assert.equal((await store.rollback('mf_sp')).live, null);
  assert.deepEqual(store.remotes(defaults).mf_sp, defaults.mf_sp);
  await assert.rejects(store.rollback('mf_sp'), /no earlier release/);
  assert.deepEqual(
    store.read().tracks.mf_sp.history.map((move) => `${move.action}:${move.releaseId}`),
    ['release:sp-1', 'release:sp-2', 'rollback:sp-1', 'rollback:built-in'],
  );
});

test('a release id names one set of files; bad ids, entries and tracks are refused with a reason', async () => {
  const store = createRegistryStore(tempDir());
  await store.publish('mf_sp', { releaseId: 'sp-1', entry: '/releases/sp/sp-1/mf-manifest.json' });
  await assert.rejects(
    store.publish('mf_sp', { releaseId: 'sp-1', entry: '/releases/sp/other/mf-manifest.json' }),
    (error) => error instanceof RegistryError && error.status === 409,
  );
  assert.throws(() => store.publish('mf_sp', { releaseId: '../x', entry: '/a' }), /releaseId/);
  assert.throws(
    () => store.publish('mf_sp', { releaseId: 'ok', entry: 'javascript:alert(1)' }),
    /must be http/,
  );
  assert.throws(() => store.publish('mf_evil', { releaseId: 'ok', entry: '/a' }), /unknown track/);
});

test('concurrent releases are serialised: none is lost, the document stays valid JSON', async () => {
  const store = createRegistryStore(tempDir());
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      store.publish('mf_ihc', { releaseId: `ihc-${i}`, entry: `/releases/ihc/ihc-${i}/m.json` }),
    ),
  );
  const track = store.read().tracks.mf_ihc;
  assert.equal(Object.keys(track.releases).length, 20);
  assert.equal(track.history.length, 20);
});

const manifest = (name, paths, shared = []) => ({
  metaData: { name },
  exposes: paths.map((p) => ({ path: p })),
  shared,
});

test('gate: the candidate must expose what the shell loads from it', () => {
  assert.equal(checkExposes('mf_sp', manifest('mf_sp', ['./parcel'])), null);
  assert.match(checkExposes('mf_sp', manifest('mf_ihc', ['./parcel'])), /names "mf_ihc"/);
  assert.match(
    checkExposes('mf_certificates', manifest('mf_certificates', ['./parcel'])),
    /does not expose \.\/documents/,
  );
});

test('gate: a singleton range the live shell cannot satisfy is refused; a kit range is the candidate own affair', () => {
  const shell = manifest(
    'shell',
    [],
    [
      { name: 'react', version: '19.3.1', singleton: true },
      { name: '@qce/shared-kit/ui', version: '1.0.0' },
    ],
  );
  const ok = manifest(
    'mf_sp',
    ['./parcel'],
    [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: '@qce/shared-kit/ui', version: '1.2.0', requiredVersion: '^1.2.0' },
    ],
  );
  assert.equal(checkSharedRanges(ok, shell), null);
  const nextReact = manifest(
    'mf_sp',
    ['./parcel'],
    [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }],
  );
  assert.match(
    checkSharedRanges(nextReact, shell),
    /needs react \^20\.0\.0; the live shell provides 19\.3\.1/,
  );
});

test('gate: the candidate must be built against the live shell contract', () => {
  assert.equal(checkContract({ contract: 'a1' }, { contract: 'a1' }), null);
  assert.match(checkContract({ contract: 'b2' }, { contract: 'a1' }), /differs/);
  assert.match(checkContract({}, { contract: 'a1' }), /no qce-build\.json/);
});

test('first paint: a route gets the page region of the live release that owns it', async () => {
  const { createFirstPaint, firstPaintKey, localDirOf } = await import('./first-paint.mjs');
  const registryDir = tempDir();
  const release = path.join(registryDir, 'releases/sp/sp-2');
  fs.mkdirSync(release, { recursive: true });
  fs.writeFileSync(
    path.join(release, 'first-paint.json'),
    JSON.stringify({ routes: { '/qce/sp/applications': '<main><h1>New</h1></main>' } }),
  );
  const compose = createFirstPaint({
    remotes: () => ({
      mf_ihc: { entry: '/remotes/ihc/mf-manifest.json' },
      mf_sp: { entry: '/releases/sp/sp-2/mf-manifest.json' },
    }),
    localDir: localDirOf({ remotes: [], root: registryDir, registryDir }),
  });
  const shellHtml = '<div id="root"><!--$--><main><h1>Old</h1></main><!--/$--></div>';
  assert.equal(
    await compose(shellHtml, '/qce/sp/applications/'),
    '<div id="root"><!--$--><main><h1>New</h1></main><!--/$--></div>',
  );
  // No release owns the route (or it has no first-paint.json): the shell's own page stays.
  assert.equal(await compose(shellHtml, '/qce/ihc/applications'), shellHtml);
  assert.equal(firstPaintKey('/qce/documents/1001'), '/qce/documents/_id');
});

test('first paint: a composed page carries the preloads and boot data of its track release (issue 22)', async () => {
  const { createFirstPaint, localDirOf } = await import('./first-paint.mjs');
  const registryDir = tempDir();
  const release = path.join(registryDir, 'releases/sp/sp-3');
  fs.mkdirSync(release, { recursive: true });
  fs.writeFileSync(
    path.join(release, 'first-paint.json'),
    JSON.stringify({ routes: { '/qce/sp/applications': '<main><h1>SP</h1></main>' } }),
  );
  const manifest = {
    metaData: { name: 'mf_sp', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './parcel', assets: { js: { sync: ['1.ab.js'] }, css: { sync: ['2.cd.css'] } } },
    ],
  };
  fs.writeFileSync(path.join(release, 'mf-manifest.json'), JSON.stringify(manifest));
  const remotes = { mf_sp: { entry: '/releases/sp/sp-3/mf-manifest.json' } };
  const compose = createFirstPaint({
    remotes: () => remotes,
    localDir: localDirOf({ remotes: [], root: registryDir, registryDir }),
    config: () => ({ loginUrl: '</script><script>alert(1)</script>' }),
  });
  const html = await compose(
    '<html><head><title>t</title></head><body><!--$--><p>Loading</p><!--/$--></body></html>',
    '/qce/sp/applications',
  );
  assert.match(
    html,
    /<link rel="preload" as="script" href="\/releases\/sp\/sp-3\/remoteEntry\.js"[^>]*>/,
  );
  assert.match(
    html,
    /<link rel="preload" as="script" href="\/releases\/sp\/sp-3\/1\.ab\.js"[^>]*>/,
  );
  assert.match(
    html,
    /<link rel="preload" as="style" href="\/releases\/sp\/sp-3\/2\.cd\.css"[^>]*>/,
  );
  const boot = /<script type="application\/json" id="qce-boot">(.*?)<\/script>/.exec(html)?.[1];
  assert.ok(boot && !boot.includes('</script>'), 'no value can close the data block');
  assert.deepEqual(JSON.parse(boot), {
    config: { loginUrl: '</script><script>alert(1)</script>' },
    remotes,
    manifests: { '/releases/sp/sp-3/mf-manifest.json': manifest },
  });

  // A page no release owns (the landing) keeps the shell's region and gets the config and registry.
  const landing = await compose(
    '<html><head><title>t</title></head><body><!--$--><p>Cards</p><!--/$--></body></html>',
    '/qce/applications',
  );
  assert.match(landing, /<!--\$--><p>Cards<\/p><!--\/\$-->/);
  assert.doesNotMatch(landing, /rel="preload"/);
  const landingBoot = /<script type="application\/json" id="qce-boot">(.*?)<\/script>/.exec(
    landing,
  )?.[1];
  assert.deepEqual(JSON.parse(landingBoot ?? ''), {
    config: { loginUrl: '</script><script>alert(1)</script>' },
    remotes,
    manifests: {},
  });
});

test('first paint: the shared modules a track needs are preloaded from the shell when it serves them, else from the release', async () => {
  const { preloadHints } = await import('./first-paint.mjs');
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './parcel', assets: { js: { sync: ['parcel.js'] }, css: { sync: [] } } }],
    shared: [
      { name: '@qce/shared-kit/domain', requiredVersion: '^3.0.0' },
      { name: '@qce/shared-kit/ui', requiredVersion: '^3.0.0' },
      { name: 'formik', requiredVersion: '^2.4.9' },
      { name: 'react', requiredVersion: '^19.3.1' },
    ],
  };
  const parcelShared = {
    '@qce/shared-kit/domain': { version: '3.0.0', js: ['own-domain.js'], css: [] },
    '@qce/shared-kit/ui': { version: '3.0.0', js: ['own-ui.js'], css: ['own-ui.css'] },
    formik: { version: '2.4.9', js: ['own-formik.js'], css: [] },
    react: { version: '19.3.1', js: ['own-react.js'], css: [] },
  };
  const shellShared = {
    provided: {
      // Served by the shell from its own chunk, inside main.js, and at a version out of range.
      '@qce/shared-kit/domain': { version: '3.0.0', js: ['244.js'], css: [] },
      react: { version: '19.3.1', js: [], css: [] },
      formik: { version: '1.0.0', js: ['shell-formik.js'], css: [] },
    },
  };
  const hrefs = (html) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).sort();
  assert.deepEqual(
    hrefs(
      preloadHints('/remotes/sp/mf-manifest.json', manifest, {
        parcelShared,
        shellShared,
        skip: new Set(['/remotes/sp/parcel.js']),
      }),
    ),
    [
      '/qce/244.js',
      '/remotes/sp/own-formik.js',
      '/remotes/sp/own-ui.css',
      '/remotes/sp/own-ui.js',
      '/remotes/sp/remoteEntry.js',
    ],
  );
  // A release built before parcelShared existed: its entry and ./parcel only.
  assert.deepEqual(hrefs(preloadHints('/remotes/sp/mf-manifest.json', manifest)), [
    '/remotes/sp/parcel.js',
    '/remotes/sp/remoteEntry.js',
  ]);
});
