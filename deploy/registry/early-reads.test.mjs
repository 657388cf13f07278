// The early-read script (issue 22, ADR 019): what it sends from the page's HTML, what it leaves for the
// page's data layer, and how the server composes it into a track page under the CSP.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { EARLY_READS_CSP_SOURCE, EARLY_READS_SCRIPT } from './early-reads.mjs';
import { EARLY_READS_TAG, createFirstPaint, earlyPlanFor, localDirOf } from './first-paint.mjs';
import { contentSecurityPolicy } from '../lib/security-headers.mjs';

const detailsKey = '["api","USER_DETAILS",{"userId":"{userId}"},{}]';
const plan = {
  tokenKey: 'token',
  userIdKey: 'userID',
  emailFrom: detailsKey,
  reads: [
    {
      key: detailsKey,
      service: 'internalIntegrator',
      path: '/user/{userId}/details',
      query: {},
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    },
    {
      key: '["api","INDUSTRIES",{},{}]',
      service: 'default',
      path: '/industry',
      query: {},
      headers: {},
    },
    {
      key: '["api","APPLICATION",{},{"email":"{email}","page":1,"limit":5,"permitId":1}]',
      service: 'default',
      path: '/application',
      query: { email: '{email}', page: 1, limit: 5, permitId: 1 },
      headers: {},
    },
  ],
};

/** Runs the script as a page would, with this boot data and session; answers from `respond`. */
async function runPage({ boot, token = 'tok', userId = '101', respond }) {
  const requests = [];
  const window = {
    localStorage: { getItem: (key) => (key === 'token' ? token : null) },
    sessionStorage: { getItem: (key) => (key === 'userID' ? userId : null) },
    AbortController,
  };
  window.fetch = (url, init) => {
    requests.push({ url, headers: init.headers });
    const { status = 200, body = {} } = respond(url);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', date: 'Thu, 26 Nov 2026 22:00:00 GMT' },
      }),
    );
  };
  const context = vm.createContext({
    window,
    fetch: window.fetch,
    AbortController,
    URLSearchParams,
    setTimeout,
    clearTimeout,
    JSON,
    document: { getElementById: () => ({ textContent: JSON.stringify(boot) }) },
  });
  vm.runInContext(EARLY_READS_SCRIPT, context);
  const settled = async () => {
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(Object.values(window.__qceEarly ?? {}));
    }
  };
  await settled();
  return { requests, answers: window.__qceEarly, later: window.__qceEarlyLater, settled };
}

/** An object made in the page's realm, as plain data of this one. */
const plain = (value) => JSON.parse(JSON.stringify(value));

const config = {
  services: { default: '/api', internalIntegrator: '/api/internal-integrator' },
  requestTimeoutMs: 30000,
};

test('early reads: the page sends its reads with the token, the email ones once the user details name it', async () => {
  const { requests, answers, later } = await runPage({
    boot: { config, early: plan },
    respond: (url) =>
      url.includes('/details')
        ? { body: { data: { email: 'juan+qa@example.com' } } }
        : { body: { data: [url] } },
  });
  assert.deepEqual(
    requests.map((request) => request.url),
    [
      '/api/internal-integrator/user/101/details',
      '/api/industry',
      '/api/application?email=juan%2Bqa%40example.com&page=1&limit=5&permitId=1',
    ],
  );
  assert.deepEqual(plain(requests[0].headers), {
    Authorization: 'Bearer tok',
    'X-Requested-With': 'XMLHttpRequest',
  });
  // Keyed like the page's query cache, the values filled in.
  assert.deepEqual(Object.keys(answers), [
    '["api","USER_DETAILS",{"userId":"101"},{}]',
    '["api","INDUSTRIES",{},{}]',
    '["api","APPLICATION",{},{"email":"juan+qa@example.com","page":1,"limit":5,"permitId":1}]',
  ]);
  // What is sent once the email is known, for a page that asks meanwhile (the client waits for it).
  assert.deepEqual(plain(later.endpoints), ['APPLICATION']);
  assert.equal(await later.ready, undefined);
  assert.deepEqual(plain(await answers['["api","INDUSTRIES",{},{}]']), {
    ok: true,
    body: { data: ['/api/industry'] },
    date: 'Thu, 26 Nov 2026 22:00:00 GMT',
  });
});

test('early reads: a refused read is left to the page; without a session or a plan nothing is sent', async () => {
  const refused = await runPage({
    boot: { config, early: plan },
    respond: () => ({ status: 401, body: { message: 'expired' } }),
  });
  assert.deepEqual(plain(await refused.answers[detailsKey.replace('{userId}', '101')]), {
    ok: false,
    timedOut: false,
  });
  // No email known: the history waits for the page itself.
  assert.equal(refused.requests.length, 2);

  const signedOut = await runPage({
    boot: { config, early: plan },
    token: null,
    respond: () => ({}),
  });
  assert.equal(signedOut.requests.length, 0);
  const noPlan = await runPage({ boot: { config }, respond: () => ({}) });
  assert.equal(noPlan.requests.length, 0);
});

test('early reads: the CSP allows exactly this script by its hash, and still no other inline script', () => {
  const hash = createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64');
  assert.equal(EARLY_READS_CSP_SOURCE, `'sha256-${hash}'`);
  const policy = contentSecurityPolicy();
  assert.match(policy, new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`));
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
});

test("early reads: a documents page's plan gets the route's application id; another route drops what needs one", () => {
  const documents = {
    tokenKey: 'token',
    userIdKey: 'userID',
    reads: [
      {
        key: '["api","APPLICATION_BY_ID",{"id":"{appId}"},{}]',
        service: 'default',
        path: '/application/{appId}',
        query: {},
        headers: {},
      },
      {
        key: '["api","TRAINING_PARTICIPANT_ATTENDANCE",{},{"applicationId":"{appId}"}]',
        service: 'default',
        path: '/training/participant',
        query: { applicationId: '{appId}' },
        headers: {},
      },
    ],
  };
  assert.deepEqual(
    earlyPlanFor(documents, '/qce/documents/IHC-1001').reads.map((read) => [
      read.key,
      read.path,
      read.query,
    ]),
    [
      ['["api","APPLICATION_BY_ID",{"id":"IHC-1001"},{}]', '/application/IHC-1001', {}],
      [
        '["api","TRAINING_PARTICIPANT_ATTENDANCE",{},{"applicationId":"IHC-1001"}]',
        '/training/participant',
        { applicationId: 'IHC-1001' },
      ],
    ],
  );
  assert.equal(earlyPlanFor(documents, '/qce/ihc/applications'), undefined);
});

test('early reads: a composed track page carries the plan and the script first in its head', async () => {
  const registryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qce-early-'));
  const release = path.join(registryDir, 'releases/ihc/ihc-1');
  fs.mkdirSync(release, { recursive: true });
  fs.writeFileSync(
    path.join(release, 'first-paint.json'),
    JSON.stringify({
      routes: { '/qce/ihc/applications': '<main><h1>IHC</h1></main>' },
      data: { '/qce/ihc/applications': [] },
      early: { '/qce/ihc/applications': plan },
    }),
  );
  fs.writeFileSync(path.join(release, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
  const compose = createFirstPaint({
    remotes: () => ({ mf_ihc: { entry: '/releases/ihc/ihc-1/mf-manifest.json' } }),
    localDir: localDirOf({ remotes: [], root: registryDir, registryDir }),
    config: () => config,
  });
  const html = await compose(
    '<html><head><title>t</title><script defer src="/qce/main.js"></script><link href="/qce/main.css" rel="stylesheet"></head><body><!--$--><p>Loading</p><!--/$--></body></html>',
    '/qce/ihc/applications',
  );
  const head = html.slice(0, html.indexOf('</head>'));
  // Before the shell's stylesheet and scripts: the reads are the page's first requests.
  assert.ok(head.indexOf(EARLY_READS_TAG) < head.indexOf('main.css'));
  assert.ok(head.indexOf('id="qce-boot"') < head.indexOf(EARLY_READS_TAG));
  assert.equal(EARLY_READS_TAG, `<script type="module" async>${EARLY_READS_SCRIPT}</script>`);
  const boot = JSON.parse(/id="qce-boot">(.*?)<\/script>/.exec(html)?.[1] ?? '');
  assert.deepEqual(boot.early, plan);
});

test("early reads: the shell's own reads join every composed page's plan, the landing's too", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'qce-early-shell-'));
  const shellDir = path.join(root, 'shell');
  const release = path.join(root, 'releases/ihc/ihc-1');
  fs.mkdirSync(shellDir, { recursive: true });
  fs.mkdirSync(release, { recursive: true });
  const read = (endpoint, pathName) => ({
    key: `["api","${endpoint}",{},{}]`,
    service: 'default',
    path: pathName,
    query: {},
    headers: {},
  });
  const maintenance = read('MAINTENANCE', '/maintenance-service/maintenance');
  const permits = read('PERMITS', '/permit');
  const shellPlan = (reads) => ({ tokenKey: 'token', userIdKey: 'userID', reads });
  fs.writeFileSync(
    path.join(shellDir, 'first-paint.json'),
    JSON.stringify({
      early: { '*': shellPlan([maintenance]), '/qce/applications': shellPlan([permits]) },
    }),
  );
  fs.writeFileSync(
    path.join(release, 'first-paint.json'),
    JSON.stringify({
      routes: { '/qce/ihc/applications': '<main><h1>IHC</h1></main>' },
      early: { '/qce/ihc/applications': plan },
    }),
  );
  fs.writeFileSync(path.join(release, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
  const compose = createFirstPaint({
    remotes: () => ({ mf_ihc: { entry: '/releases/ihc/ihc-1/mf-manifest.json' } }),
    localDir: localDirOf({ remotes: [], root, registryDir: root }),
    shellDir,
    config: () => config,
  });
  const page =
    '<html><head><title>t</title></head><body><!--$--><p>Loading</p><!--/$--></body></html>';
  const bootOf = (html) => JSON.parse(/id="qce-boot">(.*?)<\/script>/.exec(html)?.[1] ?? '');

  const track = await compose(page, '/qce/ihc/applications');
  // The release's reads first (the user details lead), then the maintenance check; its email rule stays.
  assert.deepEqual(
    bootOf(track).early.reads.map((r) => r.key),
    [...plan.reads.map((r) => r.key), maintenance.key],
  );
  assert.equal(bootOf(track).early.emailFrom, plan.emailFrom);

  const landing = await compose(
    '<html><head><title>t</title></head><body><main><h1>Apply</h1></main></body></html>',
    '/qce/applications',
  );
  assert.ok(landing.includes(EARLY_READS_TAG));
  assert.deepEqual(
    bootOf(landing).early.reads.map((r) => r.key),
    [permits.key, maintenance.key],
  );
});
