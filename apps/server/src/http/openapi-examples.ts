import {
  type DepositRequestInput,
  type InvestRequest,
  type LoginResponse,
  type loginSchema,
  MSG,
  type RegisterInput,
  type User,
  WALLET_MSG,
  type WalletRequest,
} from '@app/contract';
import type { z } from 'zod';

/** An operation's example request body and success (200 or 201) answer, typed by the contract. */
interface Example {
  request?: unknown;
  answer?: unknown;
}

const userId = '6f1c2a4e-8b3d-4c1e-9a2f-0d5e7b9c1a23';
const at = '2026-03-02T09:30:00.000Z';

const user: User = {
  _id: userId,
  name: 'Ada Byron',
  email: 'ada@example.com',
  phonenumber: '+44 20 7946 0958',
  dob: '1990-12-10',
  address: '12 St James Square, London',
  balance: 2500,
  isVerified: true,
  emailVerified: true,
  userRole: 'customer',
  bankAccounts: [],
  idCardType: 'Passport',
  idCardNumber: '123456789',
  idCardFile: 'document',
  kycStatus: 'approved',
  twoFactorEnabled: false,
  plan: 'free',
  referralCode: 'ADA7K2',
  passwordChangedAt: at,
  createdAt: at,
};

const deposit: WalletRequest = {
  _id: '0b7e5d3c-2a19-4f8e-b6c4-7d1a9e3f5b20',
  reference: 'VI-7KD3QX',
  userId: { _id: userId, name: user.name, email: user.email },
  amount: 500,
  status: 'pending',
  method: 'Bank Transfer',
  createdAt: at,
  payTo: {
    bankName: 'Example Bank',
    accountName: 'Verdant Invest client money',
    accountNumber: '12345678',
    reference: 'VI-7KD3QX',
  },
};

/** By operationId (http/openapi.ts `operationIdOf`): the operations a client calls first. */
export const OPERATION_EXAMPLES: Record<string, Example> = {
  postRegister: {
    request: {
      name: 'Ada Byron',
      email: 'ada@example.com',
      password: 'Analytical1843',
      confirmPassword: 'Analytical1843',
      phonenumber: '+44 20 7946 0958',
    } satisfies RegisterInput,
  },
  postLogin: {
    request: { email: 'ada@example.com', password: 'Analytical1843' } satisfies z.input<typeof loginSchema>,
    answer: {
      message: MSG.loginSuccess,
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI2ZjFjIn0.c2lnbmF0dXJl',
      payload: { _id: userId, userRole: 'customer', name: user.name },
    } satisfies LoginResponse,
  },
  getMe: { answer: user },
  postDepositRequests: {
    request: { amount: 500, method: 'Bank Transfer' } satisfies DepositRequestInput,
    answer: { message: WALLET_MSG.depositSubmitted, data: deposit },
  },
  postInvest: {
    request: {
      investmentId: '3c9a7e21-5f4b-4d8a-9e6c-1b2d3f4a5c6e',
      unitsPurchased: 2,
    } satisfies InvestRequest,
  },
};

type Transformed = { schema: Record<string, unknown>; url: string };
type Media = Record<string, unknown>;

/** Puts an operation's examples where @fastify/swagger carries them into the document. */
export function withExamples(operationId: string, transformed: Transformed): Transformed {
  const example = OPERATION_EXAMPLES[operationId];
  if (!example) return transformed;
  const { schema } = transformed;
  const body = schema.body as Record<string, unknown> | undefined;
  if (example.request !== undefined && body) schema.body = { ...body, examples: [example.request] };
  const responses = schema.response as Record<string, { content?: Record<string, Media> }> | undefined;
  const ok = responses?.[200] ?? responses?.[201];
  const media = ok?.content?.['application/json'];
  if (example.answer !== undefined && media) media.example = example.answer;
  return transformed;
}
