import type { TestServer } from '../../test/harness.ts';
import { registration, signUpAndLogin } from '../../test/users.ts';

/** Small real-looking files for upload tests: only their first bytes matter to the server. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

export interface UploadOptions {
  idCardType?: string;
  idCardNumber?: string;
  bytes?: Buffer;
  filename?: string;
  contentType?: string;
  /** Leave the file out. */
  noFile?: boolean;
}

export function documentForm(o: UploadOptions = {}): FormData {
  const form = new FormData();
  form.append('idCardType', o.idCardType ?? 'Passport');
  form.append('idCardNumber', o.idCardNumber ?? 'X1234567');
  if (!o.noFile) {
    const bytes = o.bytes ?? PNG;
    form.append(
      'idCardFile',
      new Blob([new Uint8Array(bytes)], { type: o.contentType ?? 'image/png' }),
      o.filename ?? 'passport.png',
    );
  }
  return form;
}

export const submitDocument = (server: TestServer, token: string, o: UploadOptions = {}) =>
  server.request('POST', '/auth/submit-document', { token, raw: documentForm(o) });

/** Profile with a date of birth (an adult unless told), which approval requires. */
export async function giveBirthDate(
  server: TestServer,
  user: { token: string; id: string; email: string; name?: string },
  dob = '1990-05-17',
) {
  const res = await server.request('PUT', `/auth/admin/users-profile/${user.id}`, {
    token: user.token,
    body: {
      name: user.name ?? 'Kay Why-See',
      phonenumber: '+1 555 010 2030',
      email: user.email,
      dob,
      address: '1 Main St',
    },
  });
  if (res.status !== 200) throw new Error(`profile failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A signed-in customer whose profile has what identity approval needs, so a document is accepted. */
export async function signUpWithProfile(server: TestServer, overrides: Record<string, unknown> = {}) {
  const user = await signUpAndLogin(server, overrides);
  await giveBirthDate(server, { ...user, name: registration(overrides).name });
  return user;
}
