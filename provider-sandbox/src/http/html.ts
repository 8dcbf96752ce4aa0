const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
:root{color-scheme:light;--ink:#161616;--muted:#525252;--line:#c6c6c6;--brand:#0f62fe;--brand-dark:#0043ce;--error:#da1e28;--bg:#f4f4f4}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  font-size:1rem;line-height:1.5;color:var(--ink);background:var(--bg);display:flex;justify-content:center;align-items:flex-start}
main{width:100%;max-width:34rem;margin:3rem 1rem;background:#fff;border:1px solid var(--line);border-radius:.5rem;padding:2rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1.5rem}
h2{font-size:1.125rem;margin:2rem 0 .25rem}
p{margin:.5rem 0}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=email],input[type=password]{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #8d8d8d;border-radius:.25rem;background:#fff;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
button{font:inherit;cursor:pointer;border-radius:.25rem}
.primary{display:block;width:100%;margin-top:1.5rem;padding:.75rem 1rem;border:0;background:var(--brand);color:#fff;font-weight:600}
.primary:hover{background:var(--brand-dark)}
.alert{border-left:4px solid var(--error);background:#fff1f1;padding:.75rem 1rem;margin:0 0 1rem;color:#750e13;font-weight:600}
.muted{color:var(--muted);font-size:.875rem}
.personas{list-style:none;margin:1rem 0 0;padding:0;border-top:1px solid var(--line)}
.personas li{border-bottom:1px solid var(--line)}
.personas form{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem;padding:.625rem 0;margin:0}
.persona{min-width:10.5rem;padding:.5rem .75rem;border:1px solid var(--brand);background:#fff;color:var(--brand);font-weight:600;text-align:left}
.persona:hover{background:#edf5ff}
.persona-description{color:var(--muted);font-size:.875rem}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.875rem}
pre{white-space:pre-wrap;word-break:break-all;background:var(--bg);padding:.75rem;border-radius:.25rem}
table{border-collapse:collapse;width:100%;font-size:.875rem}
th,td{text-align:left;padding:.375rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
a{color:var(--brand-dark)}
`;

/** A complete, self-contained HTML page (inline CSS, no external assets). `body` must already be escaped. */
export function htmlPage(title: string, body: string, options: { head?: string } = {}): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${options.head ?? ''}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** No scripts, no framing, no external loads. Form targets are not limited: sign-in redirects to the portal. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'";
