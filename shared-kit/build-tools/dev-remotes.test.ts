/** @jest-environment node */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** What these tests read of a webpack configuration made by createAppConfig. */
interface Middleware {
  name: string;
  path: string;
  middleware: (req: unknown, res: FakeResponse) => void;
}
interface WebpackConfig {
  entry: Record<string, string>;
  plugins: object[];
  module: { rules: { include?: string[] }[] };
  devServer: {
    port?: number;
    proxy: { context: string[]; target: string }[];
    setupMiddlewares: (middlewares: Middleware[]) => Middleware[];
  };
}
type ConfigFactory = (env: { standalone?: boolean }, argv: { mode: string }) => WebpackConfig;
interface AppOptions {
  dir: string;
  name: string;
  kind: 'host' | 'remote';
  port?: number;
  exposes?: Record<string, string>;
}

const load = createRequire(__filename);
const { createAppConfig } = load('./create-app-config.cjs') as {
  createAppConfig: (app: AppOptions) => ConfigFactory;
};
const repoRoot = path.resolve(__dirname, '../..');

const remote = (name: string, dir: string): ConfigFactory =>
  createAppConfig({
    dir: path.join(repoRoot, dir),
    name,
    kind: 'remote',
    exposes: { './parcel': './src/parcel.tsx' },
  });
const production = remote('mf_ihc', 'mf-ihc')({}, { mode: 'production' });

const pluginNamed = (config: WebpackConfig, name: string): object[] =>
  config.plugins.filter((plugin) => plugin.constructor.name === name);
const copied = (config: WebpackConfig): string[] =>
  pluginNamed(config, 'CopyPlugin').flatMap((plugin) =>
    (plugin as { patterns: { from: string }[] }).patterns.map((pattern) => pattern.from),
  );
const compiled = (config: WebpackConfig): string[] =>
  config.module.rules.flatMap((rule) => rule.include ?? []);

describe('a production remote (issue 21 item 8: no mock code in production builds)', () => {
  it('is its remoteEntry.js and exposed modules: no page, no msw worker, mock-api never compiled', () => {
    expect(production.entry).toEqual({});
    expect(pluginNamed(production, 'HtmlWebpackPlugin')).toHaveLength(0);
    expect(copied(production).filter((from) => from.endsWith('mockServiceWorker.js'))).toEqual([]);
    expect(compiled(production).some((dir) => dir.includes('mock-api'))).toBe(false);
  });

  it('has its standalone QA start only with --env standalone, and never in a production build', () => {
    const standalone = remote('mf_ihc', 'mf-ihc')({ standalone: true }, { mode: 'development' });
    expect(standalone.entry).toEqual({ main: './src/standalone/index.ts' });
    expect(pluginNamed(standalone, 'HtmlWebpackPlugin')).toHaveLength(1);
    expect(copied(standalone).some((from) => from.endsWith('mockServiceWorker.js'))).toBe(true);
    expect(compiled(standalone)).toContain(path.join(repoRoot, 'mock-api/src'));
    expect(() => remote('mf_ihc', 'mf-ihc')({ standalone: true }, { mode: 'production' })).toThrow(
      '--env standalone is a development start',
    );
  });
});

interface FakeResponse {
  headers: Record<string, string>;
  body: string;
  setHeader: (name: string, value: string) => void;
  end: (body: string) => void;
}
function fakeResponse(): FakeResponse {
  const res: FakeResponse = {
    headers: {},
    body: '',
    setHeader: (name, value) => {
      res.headers[name.toLowerCase()] = value;
    },
    end: (body) => {
      res.body = body;
    },
  };
  return res;
}

describe('standalone remotes find each other through the dev registry (issue 21 item 10)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qce-dev-remotes-'));
  const file = path.join(dir, 'dev-remotes.json');
  const registry = (certificatesPort: number) => ({
    mf_ihc: { entry: 'http://127.0.0.1:9181/mf-manifest.json' },
    mf_sp: { entry: 'http://127.0.0.1:9182/mf-manifest.json' },
    mf_certificates: { entry: `http://127.0.0.1:${certificatesPort}/mf-manifest.json` },
  });
  const before = process.env.QCE_DEV_REMOTES;
  beforeEach(() => {
    fs.writeFileSync(file, JSON.stringify(registry(9184)));
    process.env.QCE_DEV_REMOTES = file;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.QCE_DEV_REMOTES;
    else process.env.QCE_DEV_REMOTES = before;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a remote alone listens where the registry says and serves it, as it is now, as its /qce/remotes.json', () => {
    const config = remote('mf_sp', 'mf-sp')({ standalone: true }, { mode: 'development' });
    expect(config.devServer.port).toBe(9182);
    const served = config.devServer
      .setupMiddlewares([])
      .find((m) => m.path === '/qce/remotes.json');
    if (!served) throw new Error('no /qce/remotes.json on the standalone dev server');
    const first = fakeResponse();
    served.middleware({}, first);
    expect(JSON.parse(first.body)).toEqual(registry(9184));
    expect(first.headers['cache-control']).toBe('no-cache');
    // mf-certificates moved: the next page load finds it there, no rebuild, no restart.
    fs.writeFileSync(file, JSON.stringify(registry(9284)));
    const second = fakeResponse();
    served.middleware({}, second);
    expect(JSON.parse(second.body).mf_certificates.entry).toBe(
      'http://127.0.0.1:9284/mf-manifest.json',
    );
  });

  it("the shell's dev server proxies its /remotes/<track>/ paths to the dev servers the registry names", () => {
    const shell = createAppConfig({
      dir: path.join(repoRoot, 'shell'),
      name: 'shell',
      kind: 'host',
      port: 8080,
    })({}, { mode: 'development' });
    expect(shell.devServer.proxy.map((p) => [p.context[0], p.target])).toEqual([
      ['/remotes/ihc', 'http://127.0.0.1:9181'],
      ['/remotes/sp', 'http://127.0.0.1:9182'],
      ['/remotes/certificates', 'http://127.0.0.1:9184'],
    ]);
  });

  it('refuses a registry entry that is not an http URL with a port', () => {
    fs.writeFileSync(file, JSON.stringify({ mf_sp: { entry: '/remotes/sp/mf-manifest.json' } }));
    expect(() => remote('mf_sp', 'mf-sp')({ standalone: true }, { mode: 'development' })).toThrow(
      'mf_sp.entry must be an http URL with a port',
    );
  });
});
