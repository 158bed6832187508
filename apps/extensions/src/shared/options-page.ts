/** The options page's HTML, one per extension (its name in the title). */
export function optionsPage(name: string, purpose: string): string {
  const escaped = (text: string) =>
    text.replace(
      /[&<>"]/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
    );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escaped(name)} options</title>
<link rel="stylesheet" href="options.css">
</head>
<body>
<main>
<h1>${escaped(name)}</h1>
<p>${escaped(purpose)}</p>
<form id="connection">
<label for="server">Launchdeck address</label>
<input id="server" name="server" type="url" placeholder="http://127.0.0.1:3000" autocomplete="url" required>
<label for="token">Extension token</label>
<input id="token" name="token" type="password" placeholder="ldx_…" autocomplete="off" spellcheck="false" required>
<p class="hint">Both are in Launchdeck: Deploy Settings → Extensions.</p>
<div class="actions">
<button type="submit">Save</button>
<button type="button" id="test">Test connection</button>
</div>
<output id="status" role="status" aria-live="polite"></output>
</form>
</main>
<script src="options.js"></script>
</body>
</html>
`;
}
