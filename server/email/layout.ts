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
  /** A line of small buttons under a title each (a reminder's answers, one line per player). */
  choices?: Array<{ title: string; buttons: Array<{ label: string; href: string }> }>;
  button?: { label: string; href: string };
  footnote?: string;
}): string {
  const paragraphs = options.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join('');
  const choices = (options.choices ?? [])
    .map(
      (choice) =>
        `<p style="margin:16px 0 8px;font-weight:600">${escapeHtml(choice.title)}</p><p style="margin:0 0 16px">${choice.buttons
          .map(
            (b) =>
              `<a href="${escapeHtml(b.href)}" style="background:#15803d;color:#ffffff;padding:10px 14px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block;margin:0 8px 8px 0">${escapeHtml(b.label)}</a>`,
          )
          .join('')}</p>`,
    )
    .join('');
  const body = paragraphs + choices;
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
