import { expect, test } from '@playwright/test';

test('the API reference renders from our own origin under the strict CSP', async ({
  page,
}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL ?? '').origin;
  const violations: string[] = [];
  const elsewhere: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) elsewhere.push(request.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Launchdeck HTTP API/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('api-docs-top.png'), fullPage: false });
  // An admin call, its path as the document names it.
  const kick = page.locator('.opblock-summary-path', { hasText: '/api/admin/kick/{username}' });
  await expect(kick).toBeVisible();
  await kick.click();
  await expect(page.getByText('End every session of a login').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('api-docs.png'), fullPage: false });

  expect(violations).toEqual([]);
  expect(elsewhere.filter((url) => !url.startsWith('data:'))).toEqual([]);
});
