import { ANONYMOUS } from './accounts';
import { expect, test } from './fixtures';
import { expectHeading, portal } from './helpers';
import { receivedMail } from './mail-reader';

test.describe('invitations (kube)', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('the admin previews a CSV with a row error, sends the good row (pro and author), and the invitee follows the mailed link and lands signed in', async ({
    page,
    browser,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const invitee = `invitee-${stamp}@example.test`;
    const file = [
      'email,first_name,last_name,pro,admin,author',
      `${invitee},Ivy,Invited,yes,no,yes`,
      `not-an-address-${stamp},Bad,Row,,,`,
    ].join('\n');

    await page.goto(portal('kube', '/admin/invitations'));
    await expectHeading(page, 'Invitations');
    await expect(page.getByText('email,first_name,last_name,pro,admin,author')).toBeVisible();
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'invitees.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await expect(page.getByRole('status').filter({ hasText: '2 rows: 1 ready, 1 with errors' })).toBeVisible();
    const rows = page.getByRole('region', { name: 'Rows of invitees.csv' });
    await expect(rows).toContainText(`"not-an-address-${stamp}" is not a valid e-mail address`);
    await page.getByLabel('Only rows with errors').uncheck();
    await expect(rows.getByRole('row').filter({ hasText: invitee })).toContainText('Ready');
    await page.getByRole('button', { name: 'Send 1 invitation, leave out the rows with errors' }).click();
    await expect(page.getByText(`An invitation was sent to ${invitee}. Their delivery shows in the list below.`)).toBeVisible();
    const listed = page.getByRole('region', { name: 'Invitations', exact: true }).getByTestId('table-row').filter({ hasText: invitee });
    await expect(listed).toContainText('Pending');
    await expect(listed).toContainText('Pro, Author');

    const mail = await receivedMail((received) => received.to.includes(invitee) && received.subject === 'Kube Academy: you are invited');
    const link = /(http\S+\/auth\?invitation=\S+)/.exec(mail.text)![1];
    expect(new URL(link).origin).toBe(portal('kube', ''));

    const guestContext = await browser.newContext({ storageState: ANONYMOUS });
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await expectHeading(guest, 'Accept your invitation');
    await expect(guest.getByText(`You are invited to Kube Academy as ${invitee}`)).toBeVisible();
    await expect(guest.getByLabel('First name')).toHaveValue('Ivy');
    await guest.getByLabel('Password').fill('an invited password');
    await guest.getByRole('button', { name: 'Create my account' }).click();
    await expect(guest.getByRole('button', { name: /^Account menu: Ivy Invited/ })).toBeVisible();
    // The author right came with the invitation: authors preview the portal as another audience (decision 062).
    await expect(guest.getByRole('combobox', { name: 'Preview as' })).toBeVisible();
    await guestContext.close();

    await page.reload();
    await expect(listed).toContainText('Accepted');
  });
});
