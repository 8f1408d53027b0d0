import { render, screen } from '@testing-library/react';
import { BelowHeading, useBelowHeadingShown, useDeferredReady } from '@moneta/shared';
import { signIn, signOut } from '@moneta/shared/testing';
import { QueryProvider, queryClient, useQuery } from '../query';

/** What each render of the screen showed. */
let renders: string[] = [];

function Goals() {
  const { data } = useQuery({ queryKey: ['goals', 'list'], queryFn: () => Promise.resolve('Holiday fund') });
  const shown = useDeferredReady(data !== undefined);
  renders.push(data === undefined ? 'loading' : shown ? 'content' : 'loading, with the answer');
  return <p>{shown ? data : 'Loading Goals...'}</p>;
}

beforeEach(() => {
  renders = [];
  signOut();
  queryClient.clear();
  signIn();
});

test("the answer's own render keeps the loading state, and the content mounts in the next render", async () => {
  render(
    <QueryProvider>
      <Goals />
    </QueryProvider>,
  );
  expect(screen.getByText('Loading Goals...')).toBeInTheDocument();
  expect(await screen.findByText('Holiday fund')).toBeInTheDocument();
  const answered = renders.indexOf('loading, with the answer');
  expect(answered).toBeGreaterThan(0);
  expect(renders.slice(0, answered).every((shown) => shown === 'loading')).toBe(true);
  expect(renders.slice(answered + 1)).toContain('content');
});

test('content already cached shows at once', async () => {
  queryClient.setQueryData(['goals', 'list'], 'Holiday fund');
  render(
    <QueryProvider>
      <Goals />
    </QueryProvider>,
  );
  expect(screen.getByText('Holiday fund')).toBeInTheDocument();
  expect(renders[0]).toBe('content');
});

test("a screen's first render shows its heading alone, and what lies below mounts in the next render", async () => {
  const shown: boolean[] = [];
  function Screen() {
    const below = useBelowHeadingShown();
    shown.push(below);
    return (
      <>
        <h2>Settings</h2>
        {below ? <p>Preferences</p> : null}
      </>
    );
  }
  render(<Screen />);
  expect(await screen.findByText('Preferences')).toBeInTheDocument();
  expect(shown[0]).toBe(false);
  expect(shown.at(-1)).toBe(true);
});

test('BelowHeading mounts its children in the render after the one that mounted it', async () => {
  const { container } = render(
    <>
      <h2>Settings</h2>
      <BelowHeading>
        <p>Preferences</p>
      </BelowHeading>
    </>,
  );
  expect(await screen.findByText('Preferences')).toBeInTheDocument();
  expect(container.querySelectorAll('h2')).toHaveLength(1);
});
