import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DROPDOWN_FOCUS_DELAY_MS, DROPDOWN_HOVER_OPEN_MS, DROPDOWN_THROTTLE_MS, HoverDropdown } from './hover-dropdown';

function renderDropdown() {
  render(
    <>
      <HoverDropdown label="Columns">
        <label>
          <input type="checkbox" /> Name
        </label>
      </HoverDropdown>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { trigger: screen.getByRole('button', { name: 'Columns' }), root: screen.getByRole('button', { name: 'Columns' }).parentElement! };
}

const mouse = { pointerType: 'mouse' };
// act flushes a synchronous callback at once; its thenable needs no await.
const advance = (ms: number) => void act(() => vi.advanceTimersByTime(ms));

describe('hover dropdown (spec: hover-open 400 ms, throttle 100 ms, focus delay 10 ms)', () => {
  it('opens after the mouse rests 400 ms, not before, and closes 100 ms after it leaves', () => {
    vi.useFakeTimers();
    const { trigger, root } = renderDropdown();
    fireEvent.pointerEnter(root, mouse);
    advance(DROPDOWN_HOVER_OPEN_MS - 1);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    advance(1);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeVisible();

    fireEvent.pointerLeave(root, mouse);
    advance(DROPDOWN_THROTTLE_MS - 1);
    fireEvent.pointerEnter(root, mouse);
    advance(DROPDOWN_THROTTLE_MS);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(root, mouse);
    advance(DROPDOWN_THROTTLE_MS);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a mouse that passes by opens nothing', () => {
    vi.useFakeTimers();
    const { trigger, root } = renderDropdown();
    fireEvent.pointerEnter(root, mouse);
    advance(DROPDOWN_HOVER_OPEN_MS / 2);
    fireEvent.pointerLeave(root, mouse);
    advance(DROPDOWN_HOVER_OPEN_MS);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click pins it open when the mouse leaves, and a second click closes it', () => {
    vi.useFakeTimers();
    const { trigger, root } = renderDropdown();
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(root, mouse);
    advance(DROPDOWN_THROTTLE_MS * 5);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard with focus inside after 10 ms; Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    const { trigger } = renderDropdown();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await new Promise((resolve) => setTimeout(resolve, DROPDOWN_FOCUS_DELAY_MS * 3));
    expect(screen.getByRole('checkbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes when the pointer goes down outside or focus leaves', async () => {
    const user = userEvent.setup();
    const { trigger } = renderDropdown();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
