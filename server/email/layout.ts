const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => escapes[ch] ?? ch);
}

// One plain, table-free layout that renders in every mail client and reads well on a phone.
export function renderEmailHtml(options: {
  heading: string;
  paragraphs: string[];
  button?: { label: string; href: string };
  footnote?: string;
}): string {
  const body = options.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = options.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(options.button.href)}" style="background:#15803d;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(options.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(options.button.href)}</span></p>`
    : '';
  const footnote = options.footnote
    ? `<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(options.footnote)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111;background:#f5f7f5;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(options.heading)}</h1>${body}${button}${footnote}
</div></body></html>`;
}
