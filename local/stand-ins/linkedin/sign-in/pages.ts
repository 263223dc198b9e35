// HTML of the local LinkedIn stand-in: the sign-in form, error pages and the sign-out pages.
// Self-contained (no external fonts, images or scripts); every dynamic value is escaped.
import type { ServerResponse } from 'node:http';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f4f2ee;color:#1d2226}
main{width:100%;max-width:400px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15),0 4px 16px rgba(0,0,0,.06);padding:32px 28px}
.brand{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:8px;background:#0a66c2;color:#fff;font-weight:700;font-size:22px;letter-spacing:-1px}
h1{font-size:1.5rem;line-height:1.25;margin:16px 0 4px}
.note{margin:0 0 20px;color:#56687a;font-size:.875rem}
.label{display:block;font-weight:600;font-size:.875rem;margin:16px 0 4px}
.optional{font-weight:400;color:#56687a}
input{display:block;width:100%;font:inherit;padding:10px 12px;border:1px solid #8c8c8c;border-radius:6px;background:#fff;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0a66c2;outline-offset:2px}
input[aria-invalid=true]{border-color:#b24020}
.field-error{margin:4px 0 0;color:#b24020;font-size:.875rem}
.alert{margin:0 0 8px;padding:10px 12px;border-radius:6px;background:#fdecea;color:#7a1f0b;border:1px solid #f3b8aa}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:24px}
button{font:inherit;font-weight:600;padding:10px 16px;border-radius:999px;cursor:pointer}
.primary{background:#0a66c2;color:#fff;border:1px solid #0a66c2}
.primary:hover{background:#004182}
.secondary{background:#fff;color:#0a66c2;border:1px solid #0a66c2}
.secondary:hover{background:#eef3f8}
a{color:#0a66c2}
.small{margin-top:20px;font-size:.8125rem;color:#56687a}
`;

export function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<span class="brand" aria-hidden="true">in</span>
${body}
</main>
</body>
</html>
`;
}

export interface SignInFormValues {
  name: string;
  email: string;
  headline: string;
}

export interface SignInFormErrors {
  name?: string;
  email?: string;
}

export function signInPage(input: {
  action: string;
  clientName: string;
  values: SignInFormValues;
  errors?: SignInFormErrors;
  /** A refusal to show above the form (e.g. the account may not sign in). */
  refusal?: string;
  /** Hidden fields carried through the form (e.g. the pending authorization request). */
  hidden?: Readonly<Record<string, string>>;
}): string {
  const { action, clientName, values, errors = {}, refusal, hidden = {} } = input;
  const problems = [refusal, errors.name, errors.email].filter((problem): problem is string => Boolean(problem));
  const field = (id: 'name' | 'email' | 'headline', label: string, attributes: string, hint = '') => {
    const error = id === 'headline' ? undefined : errors[id];
    const describedBy = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
    return `<label class="label" for="${id}">${escapeHtml(label)}${hint}</label>
<input id="${id}" name="${id}" ${attributes} value="${escapeHtml(values[id])}"${describedBy}>
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
  };
  return layout(
    'Sign in with LinkedIn',
    `<h1>Sign in with LinkedIn</h1>
<p class="note">This is the local LinkedIn stand-in: nothing leaves this machine and no password is needed. Enter who you want to be to continue to ${escapeHtml(clientName)}.</p>
${problems.length ? `<div class="alert" role="alert" id="form-error">${problems.map((problem) => escapeHtml(problem)).join('<br>')}</div>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
${Object.entries(hidden).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('')}
${field('name', 'Full name', 'type="text" autocomplete="name" required maxlength="200"')}
${field('email', 'Email', 'type="email" autocomplete="email" required maxlength="320" spellcheck="false"')}
${field('headline', 'Headline', 'type="text" maxlength="220"', ' <span class="optional">(optional)</span>')}
<div class="actions">
<button class="primary" type="submit" name="action" value="sign-in">Sign in</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>
<p class="small">The same e-mail address always signs in as the same member.</p>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
}

export function errorPage(details: Readonly<Record<string, unknown>>, homeUrl: string): string {
  const rows = Object.entries(details)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return layout(
    'Sign-in problem',
    `<h1>Something went wrong</h1>
<p class="note">The local LinkedIn stand-in could not complete this request.</p>
<dl>${rows}</dl>
<p><a href="${escapeHtml(homeUrl)}">Back to the app</a></p>`,
  );
}

export function logoutPage(form: string, clientName: string): string {
  // `form` is oidc-provider's own hidden form (id "op.logoutForm") carrying its CSRF token.
  return layout(
    'Sign out',
    `<h1>Sign out of LinkedIn?</h1>
<p class="note">You are signing out of ${escapeHtml(clientName)} on the local LinkedIn stand-in.</p>
${form}
<div class="actions">
<button class="primary" autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>
<button class="secondary" type="submit" form="op.logoutForm">Stay signed in</button>
</div>`,
  );
}

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
} as const;

/** Sends one of these pages: never cached, never framed, no scripts. */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { ...PAGE_HEADERS, 'Content-Length': Buffer.byteLength(html) });
  res.end(html);
}
