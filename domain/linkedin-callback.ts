// The LinkedIn connect popup's callback page script and the Content-Security-Policy that allows
// exactly it, by hash. Shared by the page (core/linkedin/callback-page.ts) and CloudFront's
// behaviour for the callback path (lib/web.ts). The script is constant: what varies travels in a
// JSON data block, which is never executed. core/linkedin/callback-page.test.ts checks the hash.
export const CALLBACK_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('connect-result').textContent);
  try {
    if (window.opener && !window.opener.closed) window.opener.postMessage(data.message, data.targetOrigin);
  } catch (e) {}
  setTimeout(function () { window.close(); }, 300);
})();`;

/** base64 SHA-256 of CALLBACK_SCRIPT. */
export const CALLBACK_SCRIPT_HASH = 'sha256-d2sLaquhvHx64d2eidjczS6kep5JGvOlTJgnurb6Jt4=';

/** Nothing but the page's own script and inline style; no framing, no forms, no base. */
export const CALLBACK_PAGE_CSP = `default-src 'none'; script-src '${CALLBACK_SCRIPT_HASH}'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** The LinkedIn-Version the product is built and tested against (YYYYMM); configuration may override it. */
export const DEFAULT_LINKEDIN_API_VERSION = '202611';
