/**
 * Registers a new person through the API; the answer's refresh cookie signs in the browser context whose
 * `request` sent it. Resolves with the access token, for calls made on the person's behalf.
 */
export async function registerPerson(request, base) {
  const response = await request.post(`${base}/api/auth/register`, {
    data: {
      username: 'Bench User',
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'Bench123!',
    },
  });
  if (!response.ok()) throw new Error(`Registration failed: ${response.status()}`);
  return (await response.json()).data.accessToken;
}
