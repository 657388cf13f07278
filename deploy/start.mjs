#!/usr/bin/env node
// `pnpm start`: build what is missing or stale, then serve the composed portal with the mock API
// on one origin (127.0.0.1:$PORT, default 8080).
//
// Environment:
//   PORT                 port to listen on (default 8080; 0 = any free port)
//   HOST                 interface (default 127.0.0.1)
//   QCE_DATA_FILE        the mock backend's state file (default mock-api/.data/portal.json)
//   QCE_SKIP_BUILD=1     serve the existing dist folders without checking them
//   QCE_PROFILE          demo (default: the mock sign-in page and the staff API under /__staff) or
//                        production (no /__staff; config.json signs in at the department's account service)
//   QCE_STAFF_KEY        the staff API's key (default: a random one, printed with the console link);
//                        clients send it as the X-QCE-Staff-Key header
//   REMOTES_OVERRIDE     point remotes elsewhere: '{"sp":"http://127.0.0.1:9000/mf-manifest.json"}' or 'sp=url,ihc=url'
//   QCE_REGISTRY_DIR     the remote registry's folder (default deploy/.registry): its document and history,
//                        and releases/ served under /releases/ (see deploy/README.md, `pnpm release`)
import { ensureBuilt } from './lib/build.mjs';
import { parseRemotesOverride, startPortal } from './lib/portal-server.mjs';

const log = (line) => console.log(`[portal] ${line}`);

async function signInLinks(url, staffKey) {
  try {
    const response = await fetch(`${url}/__staff/users`, {
      headers: { 'X-QCE-Staff-Key': staffKey },
    });
    if (!response.ok) return [`(staff API answered ${response.status}; sign-in links unavailable)`];
    const body = await response.json();
    const users = Array.isArray(body) ? body : (body.data ?? body.users ?? []);
    return users.map((user) => {
      const link =
        user.signInUrl ??
        user.signInURL ??
        `/qce/applications?userId=${encodeURIComponent(user.userId)}&token=${encodeURIComponent(user.token)}`;
      const absolute = link.startsWith('http') ? link : `${url}${link}`;
      const who = [user.name ?? user.fullName, user.email, user.productType ?? user.scenario]
        .filter(Boolean)
        .join(', ');
      return `${who || `user ${user.userId}`}\n      ${absolute}`;
    });
  } catch (error) {
    return [
      `(could not read ${url}/__staff/users: ${error instanceof Error ? error.message : error})`,
    ];
  }
}

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Bad PORT: ${process.env.PORT}`);
  if (process.env.QCE_SKIP_BUILD !== '1') await ensureBuilt({ log });

  const portal = await startPortal({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    dataFile: process.env.QCE_DATA_FILE,
    profile: process.env.QCE_PROFILE,
    staffKey: process.env.QCE_STAFF_KEY,
    remotesOverride: parseRemotesOverride(process.env.REMOTES_OVERRIDE),
    registryDir: process.env.QCE_REGISTRY_DIR,
    log,
  });

  const lines = portal.staffKey
    ? [
        '',
        `QCE portal:      ${portal.url}/qce/`,
        `Staff console:   ${portal.url}/__staff/?key=${portal.staffKey}`,
        `Staff API key:   ${portal.staffKey}  (header X-QCE-Staff-Key)`,
        'Sign in as a seeded applicant:',
        ...(await signInLinks(portal.url, portal.staffKey)).map((line) => `  - ${line}`),
        '',
      ]
    : ['', `QCE portal:      ${portal.url}/qce/ (production profile: no staff API)`, ''];
  console.log(lines.join('\n'));

  const stop = () => {
    void portal.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(`[portal] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
