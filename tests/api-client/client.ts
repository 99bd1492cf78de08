import createClient from 'openapi-fetch';
// Written by generate.ts from the server's document before this module is loaded.
import type { components, paths } from './generated/api.ts';

export type ApiClient = ReturnType<typeof createClient<paths>>;
type User = components['schemas']['User'];

/** Throws with the error body the document promises for any answer but the expected one. */
function expectData<T>(answer: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (answer.data === undefined) {
    throw new Error(`${what}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

export function apiClient(baseUrl: string): ApiClient {
  return createClient<paths>({ baseUrl });
}

/** Registers; the verification code arrives by mail, so the caller hands it over. */
export async function register(client: ApiClient, email: string, password: string) {
  const answer = await client.POST('/api/auth/register', {
    body: { name: 'Ada Byron', email, password, confirmPassword: password, phonenumber: '+44 20 7946 0958' },
  });
  return expectData(answer, 'register').user;
}

export async function verifyEmail(client: ApiClient, email: string, code: string) {
  return expectData(await client.POST('/api/auth/verify-email', { body: { email, code } }), 'verify');
}

/** Signs in and sends the bearer token with every later call of this client. */
export async function signIn(client: ApiClient, email: string, password: string): Promise<string> {
  const data = expectData(await client.POST('/api/auth/login', { body: { email, password } }), 'login');
  if (!('token' in data)) throw new Error('login asked for a second factor');
  const { token } = data;
  client.use({
    onRequest: ({ request }) => {
      request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  });
  return token;
}

export async function me(client: ApiClient): Promise<User> {
  return expectData(await client.GET('/api/auth/me'), 'me');
}

export async function requestDeposit(client: ApiClient, dollars: number) {
  const answer = await client.POST('/api/auth/deposit-requests', {
    params: { header: { 'idempotency-key': crypto.randomUUID() } },
    body: { amount: dollars, method: 'Bank Transfer' },
  });
  return expectData(answer, 'deposit').data;
}

/** The date of birth and address an identity check needs before a document is accepted. */
export async function completeProfile(client: ApiClient, user: User) {
  const answer = await client.PUT('/api/auth/admin/users-profile/{userId}', {
    params: { path: { userId: user._id } },
    body: {
      name: user.name,
      phonenumber: user.phonenumber,
      email: user.email,
      dob: '1990-05-17',
      address: '1 Analytical Row, London',
    },
  });
  return expectData(answer, 'profile').user;
}

/** The multipart upload, with the fields and the file the document declares. */
export async function uploadDocument(client: ApiClient, file: Blob, fileName: string) {
  const answer = await client.POST('/api/auth/submit-document', {
    body: { idCardType: 'Passport', idCardNumber: 'K1234567', idCardFile: file },
    bodySerializer: (body) => {
      const form = new FormData();
      form.set('idCardType', body.idCardType);
      form.set('idCardNumber', body.idCardNumber);
      form.set('idCardFile', body.idCardFile, fileName);
      return form;
    },
  });
  return expectData(answer, 'upload').message;
}
