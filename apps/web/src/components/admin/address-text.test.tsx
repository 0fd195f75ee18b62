import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressText } from './address-text';

describe('addresses in admin columns', () => {
  it('may break only before the @, after a dot and after a comma, and read as the same text', () => {
    const { container } = render(<AddressText text="admin@kube.academy.test, ops@example.com" />);
    const shown = container.firstElementChild!;
    expect(shown).toHaveTextContent('admin@kube.academy.test, ops@example.com');
    expect(shown).toHaveClass('break-normal');
    expect(shown).not.toHaveClass('break-all');
    const pieces = Array.from(shown.childNodes, (node) => (node.nodeName === 'WBR' ? '|' : node.textContent)).join('');
    expect(pieces).toBe('admin|@kube.|academy.|test,| ops|@example.|com');
  });
});
