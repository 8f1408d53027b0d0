// The profile's calls that also apply what the server answers to the app: the signed-in user, whom the shell
// shows. Only the profile screen makes them, so they load with it.
// The state comes through the main entry, the shared singleton every page has loaded, not as a copy of its own.
import { authApi, mergeUser, type ProfileInput, type User } from '@moneta/shared';

/** Profile fetch and update merge the returned user into the existing one. */
export async function fetchProfile(): Promise<User> {
  const user = await authApi.getProfile();
  mergeUser(user);
  return user;
}

export async function updateProfile(input: ProfileInput): Promise<User> {
  const user = await authApi.updateProfile(input);
  mergeUser(user);
  return user;
}
