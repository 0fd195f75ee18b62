import { describe, expect, it } from 'vitest';
import { splitDisclosure } from './disclosure';

describe('splitDisclosure', () => {
  it("separates a practice's check from the text around it", () => {
    const html =
      '<h2>Practice</h2>\n<p>Run it.</p>\n<details><summary>Check your work</summary>\n<p>One pod.</p><pre><code>web</code></pre></details>';
    expect(splitDisclosure(html)).toEqual({
      before: '<h2>Practice</h2>\n<p>Run it.</p>\n',
      summary: 'Check your work',
      body: '\n<p>One pod.</p><pre><code>web</code></pre>',
      after: '',
    });
  });

  it('finds nothing in a body without one', () => {
    expect(splitDisclosure('<h2>Practice</h2><p>Prose only.</p>')).toBeNull();
  });
});
