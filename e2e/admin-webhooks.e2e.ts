import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { ANONYMOUS, freshEmail, NEW_ACCOUNT_PASSWORD, registerFromHeader } from './accounts';
import { expectHeading, portal } from './helpers';

interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
}

test.describe('admin webhooks (kube)', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('an endpoint is added, a new account reaches it signed, and its delivery is listed and replayed', async ({ page, browser }) => {
    test.setTimeout(90_000);
    // The receiving system, on this machine: the e2e server allows private addresses (playwright.config.ts).
    const received: Received[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const header = (name: string) => String(request.headers[name]);
        received.push({ id: header('webhook-id'), timestamp: header('webhook-timestamp'), signature: header('webhook-signature'), body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/academy-events`;
    const email = freshEmail('hooked');
    const about = () => received.filter((entry) => (JSON.parse(entry.body) as { data: { login: string } }).data.login === email);

    try {
      await page.goto(portal('kube', '/admin/webhooks'));
      await expectHeading(page, 'Webhooks');
      const form = page.getByRole('form', { name: 'Add an endpoint' });
      await form.getByLabel('Address').fill(url);
      await form.getByRole('checkbox', { name: /user\.created/ }).check();
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = await page.getByLabel('Signing secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('region', { name: 'Webhook endpoints' })).toContainText(url);

      const visitor = await (await browser.newContext({ storageState: ANONYMOUS })).newPage();
      await visitor.goto(portal('kube', '/'));
      await registerFromHeader(visitor, { firstName: 'Web', lastName: 'Hook', email, password: NEW_ACCOUNT_PASSWORD });
      await expect.poll(() => about().length, { timeout: 30_000 }).toBe(1);
      const [delivery] = about();
      const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
      const signed = createHmac('sha256', key).update(`${delivery.id}.${delivery.timestamp}.${delivery.body}`).digest('base64');
      expect(delivery.signature).toBe(`v1,${signed}`);

      await page.getByRole('searchbox', { name: 'Search deliveries' }).fill(delivery.id);
      await page.getByRole('searchbox', { name: 'Search deliveries' }).press('Enter');
      const deliveries = page.getByRole('region', { name: 'Webhook deliveries' });
      await expect(deliveries.getByRole('row')).toHaveCount(2);
      await expect(deliveries.getByRole('row').nth(1)).toContainText('Delivered');
      await deliveries.getByRole('button', { name: `Replay user.created ${delivery.id}` }).click();
      await expect.poll(() => about().length, { timeout: 30_000 }).toBe(2);
      expect(about()[1]).toMatchObject({ id: delivery.id, body: delivery.body });

      await page.getByRole('button', { name: `Remove ${url}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByRole('region', { name: 'Webhook endpoints' })).not.toContainText(url);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
