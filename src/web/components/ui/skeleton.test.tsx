// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

afterEach(cleanup);

describe('Skeleton', () => {
  it('announces its words once, as a status, while its grey blocks stay out of the accessibility tree', () => {
    const { container } = render(<Skeleton label="Loading entries..." shape="cards" count={3} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading entries...');
    expect(screen.getByText('Loading entries...').className).toContain('sr-only');
    const blocks = container.querySelector('[aria-hidden="true"]')!;
    expect(blocks.children).toHaveLength(3);
    expect(status.contains(blocks)).toBe(false);
  });

  it('shimmers only for those who have not asked for reduced motion', () => {
    const { container } = render(<Skeleton label="Loading..." shape="rows" count={2} />);
    const blocks = container.querySelector('[aria-hidden="true"]')!;
    expect(blocks.className).toContain('motion-safe:animate-pulse');
    expect(container.innerHTML).not.toMatch(/(^|[\s"])animate-(pulse|spin)/);
  });

  it('takes the shape of what it stands for: cards, rows, titled rows, a form, a screen, buttons, or nothing when that is shown', () => {
    for (const shape of ['cards', 'rows', 'titled-rows', 'form', 'screen', 'buttons'] as const) {
      const { container, unmount } = render(<Skeleton label="Loading..." shape={shape} />);
      expect(container.querySelector('[aria-hidden="true"]')?.children.length).toBeGreaterThan(0);
      unmount();
    }
    const { container } = render(<Skeleton label="Loading calendar..." shape="none" />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading calendar...');
  });
});
