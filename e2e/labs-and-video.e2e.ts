import type { RuntimeConfig } from '@academy/shared';
import { expect, test } from './fixtures';
import { api, expectHeading, portal, serveRuntimeConfig, title } from './helpers';

const LAB_GUIDE = '/guides/rolling-updates-and-rollbacks';
const VIDEO_LESSON = '/courses/kubernetes-fundamentals/lessons/how-kubernetes-works';
const VIDEO_NAME = 'Video: How Kubernetes works, in eight seconds';

test.describe('guide labs', () => {
  test('a guide with a lab opens it in the lab layout, with its requirements, its project files and copyable commands', async ({
    page,
  }) => {
    await page.goto(portal('kube', LAB_GUIDE));
    await page.getByRole('link', { name: 'Open the lab' }).click();
    await expect(page).toHaveURL(portal('kube', `${LAB_GUIDE}/lab`));
    await expectHeading(page, 'Rolling updates and rollbacks');
    await expect(page).toHaveTitle(title('kube', 'Lab: Rolling updates and rollbacks'));
    await expect(page.getByTestId('lab-local-run')).toContainText('Run this lab on your own machine');
    await expect(page.getByRole('region', { name: 'What you need for this lab' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^Copy/ }).first()).toBeVisible();
    const files = page.getByRole('region', { name: 'Lab files' });
    const download = page.waitForEvent('download');
    await files.getByRole('button', { name: /^Starter project/ }).click();
    expect((await download).suggestedFilename()).toBe('rolling-updates-and-rollbacks-starter.zip');
    await expect(files.getByRole('button', { name: /^Solution/ })).toBeVisible();
  });

  test('a guide without a lab offers none', async ({ page }) => {
    await page.goto(portal('kube', '/guides/debugging-a-crashloopbackoff'));
    await expectHeading(page, 'Debugging a CrashLoopBackOff');
    await expect(page.getByRole('link', { name: 'Open the lab' })).toHaveCount(0);
    await page.goto(portal('kube', '/guides/debugging-a-crashloopbackoff/lab'));
    await expect(page.getByText('This guide has no lab.')).toBeVisible();
  });
});

test.describe('lesson video', () => {
  test('shows the poster and loads nothing of the video until it is played, then plays it in the browser player', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => request.url().endsWith('.webm') && videoRequests.push(request.url()));
    const poster = page.waitForResponse((response) => response.url().endsWith('/api/content-assets/kube/videos/how-kubernetes-works.webp'));
    await page.goto(portal('kube', VIDEO_LESSON));
    const video = page.getByLabel(VIDEO_NAME);
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('preload', 'none');
    expect((await poster).status()).toBe(200);
    expect(videoRequests).toEqual([]);

    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => (Number.isFinite(element.duration) ? Math.round(element.duration) : 0)))
      .toBe(8);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
    expect(videoRequests.length).toBeGreaterThan(0);
  });

  test('uses the hosted player once the installation configures its account and player', async ({ page, request }) => {
    const config = await api<RuntimeConfig>(request, 'kube', '/config');
    const videoPlayer = {
      accountId: '1234567',
      playerId: 'academy',
      embedUrlTemplate: 'https://players.brightcove.net/{accountId}/{playerId}_default/index.html?videoId={videoId}',
    };
    await serveRuntimeConfig(page, 'kube', { ...config, videoPlayer });
    await page.route('https://players.brightcove.net/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>hosted player</p>' }),
    );
    await page.goto(portal('kube', VIDEO_LESSON));
    const player = page.locator(`iframe[title="${VIDEO_NAME}"]`);
    await expect(player).toHaveAttribute(
      'src',
      'https://players.brightcove.net/1234567/academy_default/index.html?videoId=kube-how-kubernetes-works',
    );
    await expect(page.frameLocator(`iframe[title="${VIDEO_NAME}"]`).getByText('hosted player')).toBeVisible();
    await expect(page.getByLabel(VIDEO_NAME, { exact: true }).and(page.locator('video'))).toHaveCount(0);
  });
});
