/**
 * The staff console's list of client error reports (issue 21 item 9): `GET /__staff/client-errors`
 * answers JSON, `GET /__staff/client-errors.html` a plain table (no script). Kept apart from the
 * console's own pages; the console links here.
 */
import { HttpResponse } from 'msw';
import { clearClientErrors, listClientErrors } from '../handlers/client-errors';
import type { StoredClientError } from '../handlers/client-errors';
import { route } from '../lib/define';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const row = (report: StoredClientError) =>
  `<tr><td>${report.id}</td><td>${escape(report.receivedAt)}</td><td>${escape(report.track)}</td>` +
  `<td>${escape(report.release || '-')}</td><td>${escape(report.page)}</td>` +
  `<td>${escape(report.name)}: ${escape(report.message)}</td></tr>`;

export function clientErrorsPage(reports: readonly StoredClientError[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Client errors (mock backend)</title>
<link rel="stylesheet" href="/__staff/assets/staff.css">
</head><body><h1>Client errors</h1>
<p class="muted">What the tracks reported (newest first). <a href="/__staff/">Staff console</a></p>
${
  reports.length === 0
    ? '<p>No client error reported.</p>'
    : `<table><thead><tr><th>#</th><th>Received</th><th>Track</th><th>Release</th><th>Page</th><th>Error</th></tr></thead><tbody>${reports.map(row).join('')}</tbody></table>`
}
</body></html>`;
}

export const clientErrorStaffHandlers = [
  route('GET', '/__staff/client-errors', () => ({ data: listClientErrors() })),
  route(
    'GET',
    '/__staff/client-errors.html',
    () =>
      new HttpResponse(clientErrorsPage(listClientErrors()), {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
  ),
  route('DELETE', '/__staff/client-errors', () => {
    clearClientErrors();
    return new HttpResponse(null, { status: 204 });
  }),
];
