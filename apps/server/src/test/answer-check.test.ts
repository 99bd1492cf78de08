import { describe, expect, it } from 'vitest';
import { undocumentedAnswers, unlistedCodes } from './answer-check.ts';
import { openApiPath } from './answer-log.ts';

const document = {
  paths: {
    '/api/auth/transactions.csv': {
      get: {
        responses: {
          200: { content: { 'text/csv': {} } },
          401: { content: { 'application/json': {} } },
        },
      },
    },
    '/api/auth/logout': { post: { responses: { 204: {} } } },
  },
};

describe('the check of recorded answers against the OpenAPI document', () => {
  it('passes answers whose status and media type the operation lists', () => {
    const answers = [
      { method: 'GET', path: '/api/auth/transactions.csv', status: 200, mediaType: 'text/csv' },
      { method: 'GET', path: '/api/auth/transactions.csv', status: 401, mediaType: 'application/json' },
      { method: 'POST', path: '/api/auth/logout', status: 204, mediaType: '' },
    ];
    expect(undocumentedAnswers(document, answers)).toEqual([]);
  });

  it('names an unlisted status, an unlisted media type and an undocumented operation', () => {
    const answers = [
      { method: 'GET', path: '/api/auth/transactions.csv', status: 404, mediaType: 'application/json' },
      { method: 'GET', path: '/api/auth/transactions.csv', status: 401, mediaType: 'text/csv' },
      { method: 'DELETE', path: '/api/auth/logout', status: 200, mediaType: 'application/json' },
    ];
    expect(undocumentedAnswers(document, answers)).toEqual([
      'DELETE /api/auth/logout: not in the document',
      'GET /api/auth/transactions.csv: 401 as text/csv not documented',
      'GET /api/auth/transactions.csv: status 404 not documented',
    ]);
  });

  it('names an error code the contract does not list, and passes the ones it does', () => {
    const answer = { method: 'POST', path: '/api/login', status: 401, mediaType: 'application/json' };
    const answers = [
      { ...answer, code: 'BAD_CREDENTIALS' },
      { ...answer, code: 'FST_ERR_SOMETHING' },
      { ...answer, status: 200 },
    ];
    expect(unlistedCodes(answers)).toEqual([
      'POST /api/login: 401 with code FST_ERR_SOMETHING not in ERROR_CODES',
    ]);
  });

  it('names routes as the document does', () => {
    expect(openApiPath('/api/auth/admin/exports/:kind.csv')).toBe('/api/auth/admin/exports/{kind}.csv');
    expect(openApiPath('/api/auth/deposit-requests/:userId')).toBe('/api/auth/deposit-requests/{userId}');
  });
});
