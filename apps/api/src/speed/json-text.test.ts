import { describe, expect, it } from 'vitest';
import { jsonText } from './json-text';

const isAscii = (text: string) => !/[^\x20-\x7e]/.test(text);

describe('jsonText', () => {
  it('writes a few accented letters as escapes, so the text is ASCII and parses to the same data', () => {
    const data = { courses: [{ title: 'Kubernetes Fundamentals', summary: 'x'.repeat(400), instructor: 'Ana Martín', city: 'Bogotá' }] };
    const text = jsonText(data);
    expect(isAscii(text)).toBe(true);
    expect(text).toContain('Mart\\u00edn');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('escapes a character outside the basic plane as its surrogate pair, which parses back whole', () => {
    const data = { note: `${'a'.repeat(200)} 🚀` };
    const text = jsonText(data);
    expect(text).toContain('\\ud83d\\ude80');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('leaves text that is mostly outside ASCII in UTF-8, where escapes would double its size', () => {
    const data = { title: 'Kubernetes 入門: ポッドとサービス', summary: 'コンテナを動かす基本を学びます' };
    expect(jsonText(data)).toBe(JSON.stringify(data));
  });

  it('is JSON.stringify for ASCII data, and keeps the escapes JSON.stringify writes itself', () => {
    const data = { quote: 'say "hi"\n', lone: '\ud800', list: [1, null, true] };
    expect(jsonText(data)).toBe(JSON.stringify(data));
  });
});
