// Names: sign-up and the profile accept letters of every script, spaces, hyphens and
// apostrophes, and refuse the same names with the text, as the forms do (the schema is the contract's).
import { MESSAGES } from '@moneta/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, PASSWORD, registerUser, uniqueEmail, useTestApp } from './helpers';

const file = useTestApp();

function register(username: string) {
  return file.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email: uniqueEmail(), password: PASSWORD },
  });
}

function updateProfile(accessToken: string, email: string, username: string) {
  return file.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: bearer(accessToken),
    payload: { username, email },
  });
}

const usernameOf = (response: LightMyRequestResponse) =>
  response.json<{ data: { user?: { username: string }; username?: string } }>().data;

const fieldErrors = (response: LightMyRequestResponse) =>
  response.json<{ errors?: { field: string; message: string }[] }>().errors;

const NAMES = ['José Müller', 'Dana Fischer-Weber', 'O’Brien', "O'Brien", '李小龙', '王芳', 'राम'];
const NOT_NAMES = ['Al', 'Al1ce', '王', 'Ada!', '-Ada'];

describe.each(NAMES)('%j', (name) => {
  it('signs up with it', async () => {
    const response = await register(name);
    expect(response.statusCode).toBe(201);
    expect(usernameOf(response).user?.username).toBe(name);
  });

  it('is saved by the profile', async () => {
    const user = await registerUser(file.app);
    const response = await updateProfile(user.accessToken, user.email, name);
    expect(response.statusCode).toBe(200);
    expect(usernameOf(response).username).toBe(name);
    const profile = await file.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(user.accessToken),
    });
    expect(usernameOf(profile).username).toBe(name);
  });
});

describe.each(NOT_NAMES)('%j', (name) => {
  it("is refused by sign-up and the profile with the form's texts", async () => {
    const signUp = await register(name);
    expect(signUp.statusCode).toBe(422);
    expect(fieldErrors(signUp)).toEqual([{ field: 'username', message: MESSAGES.usernameInvalid }]);

    const user = await registerUser(file.app);
    const profile = await updateProfile(user.accessToken, user.email, name);
    expect(profile.statusCode).toBe(422);
    expect(fieldErrors(profile)).toEqual([{ field: 'username', message: MESSAGES.usernameInvalid }]);
  });
});
