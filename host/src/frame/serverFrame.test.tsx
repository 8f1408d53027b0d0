import { act, render } from '@testing-library/react';
import { FRAME_COOKIE } from '@moneta/shared';
import { signInAs, signOut, signOutAfterEachTest } from '@moneta/shared/testing';
import { useFrameCookie, useServerFrameHandover } from './serverFrame';

signOutAfterEachTest();

function frameCookie(): unknown {
  const value = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${FRAME_COOKIE}=`))
    ?.slice(FRAME_COOKIE.length + 1);
  return value ? JSON.parse(decodeURIComponent(value)) : null;
}

function CookieWriter({ theme }: { theme: 'light' | 'dark' }) {
  useFrameCookie(theme);
  return null;
}

function Handover({ ready }: { ready: boolean }) {
  useServerFrameHandover(ready);
  return <p>The screen</p>;
}

describe('the first frame in the browser', () => {
  it("keeps the cookie the server draws it from: the person's name, language and theme, gone at sign-out", () => {
    const user = signInAs({ username: 'Asha Rao' });
    act(() => signInAs({ ...user, preferences: { ...user.preferences, language: 'hi' } }));
    const { rerender } = render(<CookieWriter theme="light" />);
    expect(frameCookie()).toEqual({ name: 'Asha Rao', language: 'hi', theme: 'light' });
    rerender(<CookieWriter theme="dark" />);
    expect(frameCookie()).toEqual({ name: 'Asha Rao', language: 'hi', theme: 'dark' });
    act(() => signOut());
    expect(frameCookie()).toBeNull();
  });

  it('is removed once the screen that replaces it is drawn', () => {
    document.body.innerHTML = '<div id="frame" class="server-frame">Frame</div>';
    const { rerender } = render(<Handover ready={false} />);
    expect(document.getElementById('frame')).toBeInTheDocument();
    rerender(<Handover ready />);
    expect(document.getElementById('frame')).toBeNull();
  });
});
