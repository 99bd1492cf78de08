import { intervalJob } from '../../lib/interval-job.ts';
import { runDataExports } from './data-export.service.ts';

/** Archives are asked for rarely; a few seconds' wait is nothing next to a mail saying they are ready. */
export const DATA_EXPORT_JOB_INTERVAL_MS = 5_000;

/** Builds waiting archives inside the server, from onReady until onClose (ADR 053). */
export const dataExportJobPlugin = intervalJob({
  name: 'data export job',
  everyMs: DATA_EXPORT_JOB_INTERVAL_MS,
  run: (app) => runDataExports(app.deps),
});
