/** The staff console, the demo sign-in page and the mock e-payment page: plain HTML, a small script, no framework. */
import type { DbState } from '../db/types';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The pages carry no inline script or style (the portal's CSP holds on /__staff too, issue 23 item 7): the
 * style and the scripts are files under /__staff/assets/, and every value a page shows is HTML-escaped
 * (a value a script needs travels in an escaped data attribute, never inside a <script>).
 */
const layout = (title: string, body: string, script?: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/__staff/assets/staff.css">
${script ? `<script defer src="/__staff/assets/${script}.js"></script>` : ''}
</head><body>${body}</body></html>`;

export const staffCss = `body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#1b1b1b}
h1{font-size:1.4rem}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:6px;text-align:left;vertical-align:top}
button,select,input{font:inherit;min-height:28px}button{margin:2px;cursor:pointer}a{color:#0b57d0}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}.muted{color:#555}#log{white-space:pre-wrap;background:#f4f4f4;padding:8px;min-height:2em}
`;

/** Only same-origin targets (a path, or an absolute URL on the page's own origin) may be used to return. */
function safeReturn(returnTo: string | null, origin: string): URL {
  const fallback = new URL('/qce/applications', origin);
  if (!returnTo) return fallback;
  try {
    const url = new URL(returnTo, origin);
    return url.origin === origin && !returnTo.startsWith('//') ? url : fallback;
  } catch {
    return fallback;
  }
}

export function signInPage(state: DbState, returnTo: string | null, origin: string): string {
  const target = safeReturn(returnTo, origin);
  const rows = state.users
    .map((u) => {
      const url = new URL(target);
      url.searchParams.set('userId', String(u.userId));
      url.searchParams.set('token', u.token);
      const href = `${url.pathname}${url.search}${url.hash}`;
      return `<li><a href="${escapeHtml(href)}">Sign in as ${escapeHtml(`${u.first_name} ${u.last_name}`)}</a> <span class="muted">(${escapeHtml(u.email)}) - ${escapeHtml(u.description)}</span></li>`;
    })
    .join('');
  return layout(
    'Sign in (demo account service)',
    `<h1>Sign in</h1><p class="muted">Demo account service: choose a seeded applicant. You return to the portal with a user id and token.</p><ul>${rows}</ul>`,
  );
}

export function ePaymentPage(query: URLSearchParams): string {
  const refNum = query.get('refNum') ?? '';
  const total = query.get('total') ?? '';
  const bill = query.get('billNumber') ?? '';
  return layout(
    'Mock e-payment',
    `<h1>City e-payment (mock)</h1>
<p>Reference number <strong>${escapeHtml(refNum)}</strong>, bill ${escapeHtml(bill)}, amount PHP ${escapeHtml(total)}.</p>
<button type="button" id="pay" data-ref-num="${escapeHtml(refNum)}">Pay now</button><p id="log" role="status"></p>`,
    'e-payment',
  );
}

export const ePaymentScript = `document.getElementById('pay').addEventListener('click', async (event) => {
  const refNum = event.currentTarget.dataset.refNum;
  const res = await fetch('/__staff/e-payment/pay', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refNum }) });
  document.getElementById('log').textContent = res.ok ? 'Payment received. You may close this tab; validation may take up to three days.' : 'Payment failed: ' + (await res.text());
});
`;

export function consolePage(): string {
  return layout(
    'QCE staff console (mock backend)',
    `<h1>Staff console (mock backend)</h1>
<p class="muted">Moves applications through the journey. JSON API: see mock-api/README.md.</p>
<p><label>Scenario <select id="scenario"></select></label> <button type="button" id="reset">Reset to scenario</button>
<button type="button" id="clock">Advance clock 31 min</button>
<label><input type="checkbox" id="maint"> Maintenance for 2 h</label> <a href="/__staff/sign-in">Sign-in page</a> <a href="/__staff/client-errors.html">Client errors</a></p>
<div id="log" role="status" aria-live="polite"></div>
<h2>Applications</h2><table><thead><tr><th>Id</th><th>Who</th><th>Permit / class</th><th>Status</th><th>Latest step</th><th>Actions</th></tr></thead><tbody id="apps"></tbody></table>
<h2>Bulk applications</h2><table><thead><tr><th>Id</th><th>Company</th><th>Status</th><th>Latest step</th><th>Actions</th></tr></thead><tbody id="bulk"></tbody></table>
`,
    'console',
  );
}

export const consoleScript = `const $ = (id) => document.getElementById(id);
const log = (text) => { $('log').textContent = text; };
async function call(method, path, body) {
  const res = await fetch('/__staff' + path, { method, headers: { 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) { log(res.status + ': ' + (json.message || 'failed')); return null; }
  return json;
}
const ACTIONS = [
  ['Requirements OK', 'requirements', { action: 'complete' }],
  ['Requirements: update', 'requirements', { action: 'requires-update', remarks: 'Please upload a clearer copy.' }],
  ['Issue order', 'payment', { action: 'issue-order' }],
  ['Validate payment', 'payment', { action: 'validate' }],
  ['Payment: update', 'payment', { action: 'requires-update', remarks: 'Receipt unreadable.' }],
  ['Approve', 'head-approval', { action: 'approve' }],
  ['Reject', 'head-approval', { action: 'reject', remarks: 'Rejected by the department head.' }],
  ['Hold', 'head-approval', { action: 'hold', remarks: 'On hold pending review.' }],
];
const LAB = [['SH lab done', { labType: 'SOCIAL_HYGIENE', status: 'Completed' }], ['Regular lab approved', { labType: 'REGULAR_LABORATORY', status: 'Approved' }], ['Regular lab done', { labType: 'REGULAR_LABORATORY', status: 'Completed' }]];
function button(label, onClick) { const b = document.createElement('button'); b.type = 'button'; b.textContent = label; b.addEventListener('click', onClick); return b; }
function cell(row, text) { const td = document.createElement('td'); td.textContent = text; row.appendChild(td); return td; }
const step = (s) => s ? s.transactionType + ' ' + s.status : '-';
async function refresh() {
  const apps = await call('GET', '/applications'); if (!apps) return;
  $('apps').replaceChildren(...apps.data.map((a) => {
    const tr = document.createElement('tr');
    cell(tr, String(a.applicationId)); cell(tr, a.name + ' (user ' + a.userId + ')'); cell(tr, a.permitType + ' / ' + a.classification);
    cell(tr, a.status); cell(tr, step(a.latestStep));
    const td = cell(tr, '');
    ACTIONS.forEach(([label, kind, body]) => td.appendChild(button(label, async () => { if (await call('POST', '/applications/' + a.applicationId + '/' + kind, body)) { log(label + ': ' + a.applicationId); refresh(); } })));
    LAB.forEach(([label, body]) => td.appendChild(button(label, async () => { if (await call('POST', '/applications/' + a.applicationId + '/laboratory', body)) { log(label + ': ' + a.applicationId); refresh(); } })));
    return tr;
  }));
  $('bulk').replaceChildren(...apps.bulk.map((b) => {
    const tr = document.createElement('tr');
    cell(tr, String(b.bulkApplicationId)); cell(tr, b.companyName + ' (' + b.applicants + ' applicants)'); cell(tr, b.status); cell(tr, step(b.latestStep));
    const td = cell(tr, '');
    ACTIONS.forEach(([label, kind, body]) => td.appendChild(button(label, async () => { if (await call('POST', '/bulk/' + b.bulkApplicationId + '/' + kind, body)) { log(label + ': bulk ' + b.bulkApplicationId); refresh(); } })));
    return tr;
  }));
}
async function init() {
  const list = await call('GET', '/scenarios');
  if (list) $('scenario').replaceChildren(...list.data.map((s) => { const o = document.createElement('option'); o.value = s.name; o.textContent = s.name + ' - ' + s.description; o.selected = s.current; return o; }));
  const maintenance = await fetch('/api/maintenance-service/maintenance').then((r) => r.json()).catch(() => null);
  $('maint').checked = !!(maintenance && maintenance.data && maintenance.data.active);
  const clock = await call('GET', '/clock');
  if (clock) log('Fake clock: ' + clock.data.now + ' (' + clock.data.offsetMinutes + ' min ahead)');
  $('reset').addEventListener('click', async () => { if (await call('POST', '/reset', { scenario: $('scenario').value })) { log('Reset to ' + $('scenario').value); refresh(); } });
  $('clock').addEventListener('click', async () => { const r = await call('POST', '/clock', { advanceMinutes: 31 }); if (r) log('Clock now ' + r.data.now); });
  $('maint').addEventListener('change', async (e) => { const now = Date.now(); await call('POST', '/maintenance', { active: e.target.checked, validFrom: new Date(now - 60000).toISOString(), validTo: new Date(now + 7200000).toISOString() }); log('Maintenance ' + (e.target.checked ? 'on' : 'off')); });
  refresh();
}
init();
`;
