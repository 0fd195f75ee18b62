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
    const html = await render('[web](https://example.com) [mail](mailto:team@example.com) [chat](irc://irc.example.com/x) [xmpp](xmpp:a@example.com)');
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
});
