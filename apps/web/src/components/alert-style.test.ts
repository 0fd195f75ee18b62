import { describe, expect, it } from 'vitest';
import { alertActionText, alertIconColour } from './alert-style';

describe('alert style', () => {
  it('colours the icon by level, #005C8A otherwise', () => {
    expect(alertIconColour('info')).toBe('#1d4ed8');
    expect(alertIconColour('warning')).toBe('#b91c1c');
    expect(alertIconColour('success')).toBe('#15803d');
    expect(alertIconColour('other')).toBe('#005C8A');
  });

  it("defaults the action text to 'click to know more'", () => {
    expect(alertActionText({ actionText: null })).toBe('click to know more');
    expect(alertActionText({ actionText: '  ' })).toBe('click to know more');
    expect(alertActionText({ actionText: 'Read the notes' })).toBe('Read the notes');
  });
});
