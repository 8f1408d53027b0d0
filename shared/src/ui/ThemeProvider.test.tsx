import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { ThemeProvider } from './ThemeProvider';

/** A system setting for less motion that the test can change, as a person does in their system's settings. */
function reducedMotionSetting(initially: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initially,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  window.matchMedia = ((media: string) =>
    media === query.media ? query : original(media)) as typeof window.matchMedia;
  return {
    set(reduce: boolean) {
      query.matches = reduce;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <p>{token.motion ? 'antd animates' : 'antd does not animate'}</p>;
}

test("antd's motion is off while the person asks their system for less motion, and follows the setting", () => {
  const setting = reducedMotionSetting(true);
  try {
    render(
      <ThemeProvider>
        <Motion />
      </ThemeProvider>,
    );
    expect(screen.getByText('antd does not animate')).toBeInTheDocument();
    setting.set(false);
    expect(screen.getByText('antd animates')).toBeInTheDocument();
  } finally {
    setting.restore();
  }
});
