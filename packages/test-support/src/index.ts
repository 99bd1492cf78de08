export * from './accounts.ts';
export * from './mail.ts';
export * from './report-table.ts';
export * from './server-process.ts';
export * from './suite-run.ts';
export * from './totp.ts';
