import { afterEach, describe, expect, it, vi } from 'vitest';
import { WHOLE_STYLESHEET_ATTRIBUTE } from '@academy/shared';
import { applyWholeStylesheet } from './whole-stylesheet';

function printLink() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.setAttribute(WHOLE_STYLESHEET_ATTRIBUTE, '');
  document.head.append(link);
  return link;
}

const state = (promise: Promise<void>) =>
  Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(resolve, 0, 'pending'))]);

afterEach(() => {
  document.head.replaceChildren();
  vi.useRealTimers();
});

describe('the whole stylesheet of a rendered page (decision 075)', () => {
  it('is switched from print to the screen at once, and the app waits until it has loaded', async () => {
    const link = printLink();
    const applied = applyWholeStylesheet(document);
    expect(link.media).toBe('all');
    expect(await state(applied)).toBe('pending');
    link.dispatchEvent(new Event('load'));
    expect(await state(applied)).toBe('settled');
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it('does not stop the app when it fails, heard or not', async () => {
    const heard = printLink();
    const failed = applyWholeStylesheet(document);
    heard.dispatchEvent(new Event('error'));
    expect(await state(failed)).toBe('settled');

    document.head.replaceChildren();
    vi.useFakeTimers();
    printLink();
    const unheard = applyWholeStylesheet(document);
    await vi.advanceTimersByTimeAsync(3_000);
    vi.useRealTimers();
    expect(await state(unheard)).toBe('settled');
  });

  it('asks for nothing on a page without one (the shell links its stylesheet itself)', async () => {
    expect(await state(applyWholeStylesheet(document))).toBe('settled');
  });
});
