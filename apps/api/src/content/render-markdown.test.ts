import { describe, expect, it } from 'vitest';
import { getMarkdownRenderer } from './render-markdown';

describe('markdown rendering', () => {
  it('removes raw HTML, event handlers and script URLs so no content script can run', async () => {
    const render = await getMarkdownRenderer();
    const html = await render(
      [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(1)">',
        '<iframe src="https://example.com"></iframe>',
        '[click](javascript:alert(1))',
        '![pic](javascript:alert(1))',
        '<a href="#" onclick="alert(1)">x</a>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|<iframe|javascript:/i);
  });

  it('keeps http, https and mailto links and drops the address of any other scheme', async () => {
    const render = await getMarkdownRenderer();
    const html = await render(
      '[web](https://example.com) [mail](mailto:team@example.com) [chat](irc://irc.example.com/x) [xmpp](xmpp:a@example.com)',
    );
    expect(html).toBe('<p><a href="https://example.com">web</a> <a href="mailto:team@example.com">mail</a> <a>chat</a> <a>xmpp</a></p>');
  });

  it('highlights fenced code of the languages content uses, at import time', async () => {
    const render = await getMarkdownRenderer();
    const html = await render('```java\n@RestController\nclass Hello {}\n```\n\n```yaml\napiVersion: apps/v1\n```');
    expect(html.match(/<pre class="shiki/g)).toHaveLength(2);
    expect(html).toContain('style="color:');
  });

  it('renders tables and task lists from GitHub-flavoured markdown', async () => {
    const render = await getMarkdownRenderer();
    const html = await render('| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<table>');
  });

  it("turns the practice's check into a disclosure that holds everything after its heading", async () => {
    const render = await getMarkdownRenderer();
    const html = await render(
      [
        '## Setup',
        '',
        'Text.',
        '',
        '## Practice',
        '',
        'Run `kubectl get pods`.',
        '',
        '### Check your work',
        '',
        'You see **one** pod.',
        '',
        '```text',
        'web-1   1/1   Running',
        '```',
      ].join('\n'),
    );
    expect(html).toMatch(
      /^<h2>Setup<\/h2>\n<p>Text.<\/p>\n<h2>Practice<\/h2>\n<p>Run <code>kubectl get pods<\/code>.<\/p>\n<details><summary>Check your work<\/summary>\n<p>You see <strong>one<\/strong> pod.<\/p>\n<pre class="shiki[^]*<\/pre><\/details>$/,
    );
  });

  it('leaves a check outside a practice, and raw disclosure markup, as they would be anyway', async () => {
    const render = await getMarkdownRenderer();
    expect(await render('## Notes\n\n### Check your work\n\nText.')).toBe('<h2>Notes</h2>\n<h3>Check your work</h3>\n<p>Text.</p>');
    expect(await render('<details open><summary>Answer</summary>x</details>')).not.toContain('<details');
  });
});
