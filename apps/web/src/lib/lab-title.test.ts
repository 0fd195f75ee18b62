import { describe, expect, it } from 'vitest';
import { labTitle } from './lab-title';

describe('lab page title', () => {
  it('does not say "Lab: Lab:" when the lesson title already starts with Lab', () => {
    expect(labTitle('Lab: build and ship a bookmarks API')).toBe('Lab: build and ship a bookmarks API');
    expect(labTitle('lab - probes')).toBe('lab - probes');
  });

  it('prefixes any other title', () => {
    expect(labTitle('Roll out a Deployment')).toBe('Lab: Roll out a Deployment');
    expect(labTitle('Labels and selectors')).toBe('Lab: Labels and selectors');
  });
});
