// The frame every mail shares. Callers pass already-escaped HTML fragments; user text is escaped
// with escapeHtml before it reaches here.
import { escapeHtml } from '../../domain/html';
import { PRODUCT_NAME } from '../../domain/product';

export function mailLayout(input: { title: string; bodyHtml: string; action?: { label: string; url: string }; footerHtml?: string }): string {
  const action = input.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(input.action.url)}" style="background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="font-size:13px;color:#475569">Or open this link: <a href="${escapeHtml(input.action.url)}" style="color:#1d4ed8">${escapeHtml(input.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-weight:700;font-size:18px;color:#1d4ed8;margin:0 0 24px">${PRODUCT_NAME}</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.title)}</h1>
${input.bodyHtml}
${action}
</div>
${input.footerHtml ?? ''}
<p style="font-size:12px;color:#64748b;margin-top:24px">${PRODUCT_NAME} records every validation in an immutable audit trail.</p>
</div></body></html>`;
}
