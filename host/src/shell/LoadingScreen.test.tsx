import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { LoadingScreen } from './LoadingScreen';

/** index.html's #root content, parsed the way the browser would. */
function indexHtmlRoot(): Element {
  const html = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
  const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  return root;
}

/** Markup without the whitespace between tags, which the production build removes anyway. */
function normalized(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_COMMENT);
  const blank: Node[] = [];
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (node.nodeType === Node.COMMENT_NODE || !node.textContent?.trim()) blank.push(node);
  }
  blank.forEach((node) => node.parentNode?.removeChild(node));
  return copy.innerHTML.replace(/\s+/g, ' ');
}

describe('LoadingScreen', () => {
  it('tells a screen reader the app is loading', () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('MonetaLoading...');
  });

  it('is what index.html paints before any script runs, so the first render changes nothing on screen', () => {
    const { container } = render(<LoadingScreen />);
    expect(normalized(indexHtmlRoot())).toBe(normalized(container));
  });
});
