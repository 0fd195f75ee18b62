import { describe, expect, it } from 'vitest';
import { splitCodeBlocks } from './code-blocks';

describe('splitCodeBlocks', () => {
  it('keeps the text around each code block in order', () => {
    const html = '<p>Run</p><pre class="shiki"><code>kind create cluster</code></pre><p>then</p><pre><code>kubectl get pods</code></pre>';
    expect(splitCodeBlocks(html)).toEqual([
      { kind: 'html', html: '<p>Run</p>' },
      { kind: 'code', html: '<pre class="shiki"><code>kind create cluster</code></pre>' },
      { kind: 'html', html: '<p>then</p>' },
      { kind: 'code', html: '<pre><code>kubectl get pods</code></pre>' },
    ]);
  });

  it('gives the whole text when there is no code block, and nothing for nothing', () => {
    expect(splitCodeBlocks('<p>No commands</p><pretext>')).toEqual([{ kind: 'html', html: '<p>No commands</p><pretext>' }]);
    expect(splitCodeBlocks('')).toEqual([]);
  });
});
