import { Profiler, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { ScreenFrame } from './ScreenFrame';

/** What the page holds at each commit: the heading, and the content below it. */
function commits(frame: ReactElement) {
  const seen: { heading: boolean; content: boolean }[] = [];
  render(
    <Profiler
      id="screen"
      onRender={() =>
        seen.push({
          heading: screen.queryByRole('heading', { name: 'Goals' }) !== null,
          content: screen.queryByText('The figures') !== null,
        })
      }
    >
      {frame}
    </Profiler>,
  );
  return seen;
}

test('paints the heading, its line and its actions first, and what lies below in the render after', () => {
  const seen = commits(
    <ScreenFrame title="Goals" description="Track them" actions={<button type="button">Add</button>}>
      <p>The figures</p>
    </ScreenFrame>,
  );
  expect(seen[0]).toEqual({ heading: true, content: false });
  expect(seen.at(-1)).toEqual({ heading: true, content: true });
  expect(screen.getByRole('heading', { level: 2, name: 'Goals' })).toBeInTheDocument();
  expect(screen.getByText('Track them')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
});

test('while loading, the loading block stands in for the content, below the notices', () => {
  const { rerender } = render(
    <ScreenFrame title="Goals" notices={<p>Could not save</p>} loading loadingText="Loading Goals...">
      <p>The figures</p>
    </ScreenFrame>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading Goals...');
  expect(screen.getByText('Could not save')).toBeInTheDocument();
  expect(screen.queryByText('The figures')).not.toBeInTheDocument();

  rerender(
    <ScreenFrame title="Goals" notices={<p>Could not save</p>} loading={false} loadingText="Loading Goals...">
      <p>The figures</p>
    </ScreenFrame>,
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByText('The figures')).toBeInTheDocument();
  expect(screen.getByText('Could not save')).toBeInTheDocument();
});
