import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectHeading, portal, type Tenant } from './helpers';
import { MAIL_READER_URL } from './playwright.config';

const THANKS = 'Thank you for contacting us. We will get back to you soon.';

interface ReceivedMail {
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
}

/** Signs in as the portal's demo admin; admin addresses send an anonymous visitor to sign-in by themselves. */
async function signInAsAdmin(page: Page, tenant: Tenant, path: string) {
  await page.goto(portal(tenant, path));
  if (!path.startsWith('/admin')) await page.getByRole('link', { name: 'Log In / Register' }).click();
  await expect(page).toHaveURL(/\/identity\/interaction\//);
  await page.getByLabel('E-mail').fill(`admin@${tenant}.academy.test`);
  await page.getByLabel('Password').fill('academy-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(portal(tenant, path));
}

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

async function receivedMail(subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await fetch(MAIL_READER_URL)).json()) as ReceivedMail[];
      found = messages.find((mail) => mail.subject.includes(subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test('a visitor on spring sends a contact message that reaches the portal address, and the admin reads it in the outbox', async ({ page }) => {
  const subject = `Analytical engine ${Date.now()}`;
  await sendContactMessage(page, 'spring', subject, 'Is there a course on the analytical engine?');

  const mail = await receivedMail(subject);
  expect(mail.to).toEqual(['contact@spring.academy.test']);
  expect(mail.subject).toBe(`[Spring Academy contact] ${subject}`);
  expect(mail.replyTo).toContain('ada@example.com');
  expect(mail.text).toContain('Ada Lovelace <ada@example.com> wrote');
  expect(mail.text).toContain('Is there a course on the analytical engine?');

  await signInAsAdmin(page, 'spring', '/admin/outbox');
  await expectHeading(page, 'Outbox');
  const row = page.getByRole('region', { name: 'Outbox messages' }).getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('contact@spring.academy.test');
  await expect(row).toContainText('Sent');
  await row.getByText(`[Spring Academy contact] ${subject}`).click();
  await expect(row).toContainText('Is there a course on the analytical engine?');
  await expectAccessible(page);
});

test('signed in on kube, a contact message goes to the kube address and names the account', async ({ page }) => {
  const subject = `Cluster labs ${Date.now()}`;
  await signInAsAdmin(page, 'kube', '/');
  await sendContactMessage(page, 'kube', subject, 'Could the labs run on kind as well?');
  const mail = await receivedMail(subject);
  expect(mail.to).toEqual(['contact@kube.academy.test']);
  expect(mail.text).toContain('(signed in as admin@kube.academy.test)');
  expect(mail.text).toContain('Could the labs run on kind as well?');
});
