import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeading, portal, type Tenant } from './helpers';
import { receivedMail } from './mail-reader';

const THANKS = 'Thank you for contacting us. We will get back to you soon.';

async function sendContactMessage(page: Page, tenant: Tenant, subject: string, message: string) {
  await page.goto(portal(tenant, '/contact'));
  await expectHeading(page, 'Contact');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('Ada@Example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Success' });
  await expect(dialog).toContainText(THANKS);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('');
}

test('a visitor on spring sends a contact message that reaches the portal address, and the admin reads it in the outbox', async ({
  page,
  browser,
  signedInState,
}) => {
  const subject = `Analytical engine ${Date.now()}`;
  await sendContactMessage(page, 'spring', subject, 'Is there a course on the analytical engine?');

  const mail = await receivedMail((mail) => mail.subject.includes(subject));
  expect(mail.to).toEqual(['contact@spring.academy.test']);
  expect(mail.subject).toBe(`[Spring Academy contact] ${subject}`);
  expect(mail.replyTo).toContain('ada@example.com');
  expect(mail.text).toContain('Ada Lovelace <ada@example.com> wrote');
  expect(mail.text).toContain('Is there a course on the analytical engine?');

  const admin = await browser.newContext({ storageState: await signedInState({ role: 'admin', tenant: 'spring' }) });
  const outbox = await admin.newPage();
  await outbox.goto(portal('spring', '/admin/outbox'));
  await expectHeading(outbox, 'Outbox');
  const row = outbox.getByRole('region', { name: 'Outbox messages' }).getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('contact@spring.academy.test');
  await expect(row).toContainText('Sent');
  await row.getByText(`[Spring Academy contact] ${subject}`).click();
  await expect(row).toContainText('Is there a course on the analytical engine?');
  await admin.close();
});

test.describe('signed in', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('on kube, a contact message goes to the kube address and names the account', async ({ page }) => {
    const subject = `Cluster labs ${Date.now()}`;
    await sendContactMessage(page, 'kube', subject, 'Could the labs run on kind as well?');
    const mail = await receivedMail((mail) => mail.subject.includes(subject));
    expect(mail.to).toEqual(['contact@kube.academy.test']);
    expect(mail.text).toContain('(signed in as admin@kube.academy.test)');
    expect(mail.text).toContain('Could the labs run on kind as well?');
  });
});
