// Early reads (issue 22, ADR 019): the one inline script of the portal. A composed track page carries its
// release's plan of first reads (first-paint.json `early`, built by the kit's `earlyReadPlan`) in the boot
// data; this script sends those reads with the session's token as the HTML is parsed, seconds before the
// portal's own scripts have arrived, and leaves each answer on `window.__qceEarly` under the page cache's
// key, where the kit's API client takes it (`callEndpoint`). It never throws and never shows anything:
// with no session, no plan or an old browser it does nothing, and the page reads as it always did.
// The CSP allows exactly this text by its hash (deploy/lib/security-headers.mjs); nothing else inline runs.
import { createHash } from 'node:crypto';

/* global window, document -- runs in the page, as written (untranspiled) */
function earlyReads() {
  try {
    var boot = JSON.parse(document.getElementById('qce-boot').textContent);
    var plan = boot.early;
    var config = boot.config || {};
    var token = plan && window.localStorage.getItem(plan.tokenKey);
    var userId = plan && window.sessionStorage.getItem(plan.userIdKey);
    if (!token || !userId || !config.services || !window.fetch || !window.AbortController) return;
    var answers = (window.__qceEarly = {});
    var timeoutMs = config.requestTimeoutMs || 30000;
    var fill = function (text, values, encode) {
      return text.replace(/\{(userId|email)\}/g, function (placeholder, name) {
        return values[name] === undefined ? placeholder : encode(values[name]);
      });
    };
    var inJson = function (value) {
      return JSON.stringify(value).slice(1, -1);
    };
    var send = function (read, values) {
      var key = fill(read.key, values, inJson);
      var query = new URLSearchParams();
      Object.keys(read.query).forEach(function (name) {
        query.append(name, fill(String(read.query[name]), values, String));
      });
      var headers = { Authorization: 'Bearer ' + token };
      Object.keys(read.headers).forEach(function (name) {
        headers[name] = read.headers[name];
      });
      var controller = new AbortController();
      var timer = setTimeout(function () {
        controller.abort();
      }, timeoutMs);
      var search = query.toString();
      var url =
        config.services[read.service] +
        fill(read.path, values, encodeURIComponent) +
        (search ? '?' + search : '');
      // No cookies (the API takes the bearer token only): the browser sends these on connections of
      // their own instead of queueing them behind the page's scripts (six per origin over HTTP/1.1).
      answers[key] = fetch(url, {
        headers: headers,
        credentials: 'omit',
        signal: controller.signal,
        priority: 'high',
      })
        .then(function (response) {
          if (!response.ok) return { ok: false, timedOut: false };
          return response.json().then(function (body) {
            return { ok: true, body: body, date: response.headers.get('date') };
          });
        })
        .catch(function () {
          return { ok: false, timedOut: controller.signal.aborted };
        })
        .then(function (answer) {
          clearTimeout(timer);
          return answer;
        });
      return answers[key];
    };
    var needsEmail = function (read) {
      return read.key.indexOf('{email}') !== -1;
    };
    var first = { userId: userId };
    var details;
    plan.reads.forEach(function (read) {
      if (needsEmail(read)) return;
      var answer = send(read, first);
      if (read.key === plan.emailFrom) details = answer;
    });
    var later = plan.reads.filter(needsEmail);
    if (details && later.length > 0) {
      // Which endpoints are still to be read, and when they are sent: a page asking for one of them
      // meanwhile waits for its answer here instead of reading it a second time.
      window.__qceEarlyLater = {
        endpoints: later.map(function (read) {
          return JSON.parse(read.key)[1];
        }),
        ready: details.then(function (answer) {
          var email = answer.ok && answer.body && answer.body.data && answer.body.data.email;
          if (typeof email !== 'string' || email === '') return;
          later.forEach(function (read) {
            send(read, { userId: userId, email: email });
          });
        }),
      };
    }
  } catch {
    // Nothing to do: the page reads as it always did.
  }
}

/** The script as the page carries it. */
export const EARLY_READS_SCRIPT = `(${earlyReads.toString()})();`;

/** The CSP source that allows it and nothing else inline. */
export const EARLY_READS_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64')}'`;
