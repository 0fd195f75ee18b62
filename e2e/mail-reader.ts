import { expect } from '@playwright/test';
import type { ReceivedMail } from '../apps/api/src/test/smtp-peer';
import { MAIL_READER_URL } from './playwright.config';

/** Waits until the test SMTP server has received a message that matches, and returns it. */
export async function receivedMail(matches: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await fetch(MAIL_READER_URL)).json()) as ReceivedMail[];
      found = messages.find(matches);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Waits until the test SMTP server has received at least `count` messages that match, and returns them in order. */
export async function receivedMails(matches: (mail: ReceivedMail) => boolean, count: number): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(async () => {
      const messages = (await (await fetch(MAIL_READER_URL)).json()) as ReceivedMail[];
      found = messages.filter(matches);
      return found.length >= count;
    })
    .toBe(true);
  return found;
}
