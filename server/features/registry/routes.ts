// The admin registry upload: a CSV file as the request body, previewed (?dryRun=1) or applied, with
// a report.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DryRunQuery } from '../../../common/dry-run.js';
import {
  REGISTRY_CONTENT_TYPE,
  REGISTRY_INVALID_ROWS_SHOWN,
  REGISTRY_MAX_BYTES,
  REGISTRY_MAX_ROWS,
  REGISTRY_VALUE_SHOWN,
  RegistryReport,
} from '../../../common/registry.js';
import { runChange } from '../../changes/run-change.js';
import { AppError } from '../../errors.js';
import type { ZodTypeProvider } from '../../route-schemas.js';
import { requireAdmin } from '../auth/require-admin.js';
import { readerModule } from '../../files/file-readers.js';
import { acceptUploads } from '../../files/upload-scope.js';
import { importRegistry, type ImportReport, type ParsedCodes } from './employee-codes.js';
import type { EmployeeCsvInput } from './employee-csv-worker.js';

const MEGABYTES = REGISTRY_MAX_BYTES / (1024 * 1024);
const EMPLOYEE_CSV_READER = readerModule(import.meta.url, 'employee-csv-worker');

const registryErrors = {
  tooLarge: () =>
    new AppError('registry_too_large', {
      message: `The file is too large. Please send at most ${MEGABYTES} MB (about 100,000 codes).`,
    }),
  notCsv: () =>
    new AppError('registry_not_csv', {
      message: `Please send the registry as a CSV file (content-type ${REGISTRY_CONTENT_TYPE})`,
    }),
};

function presentReport(report: ImportReport, dryRun: boolean): RegistryReport {
  return {
    dryRun,
    added: report.added,
    alreadyPresent: report.alreadyPresent,
    invalidTotal: report.invalid.length,
    invalid: report.invalid.slice(0, REGISTRY_INVALID_ROWS_SHOWN).map((row) => ({
      ...row,
      value:
        row.value.length > REGISTRY_VALUE_SHOWN
          ? `${row.value.slice(0, REGISTRY_VALUE_SHOWN)}…`
          : row.value,
    })),
  };
}

/** Only this scope reads CSV bodies, and only this route takes more than the 64 kB limit. */
export async function registryAdminRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireAdmin(app);
  // The bytes as they came: the reader decodes them in its worker, off the players' thread.
  await acceptUploads(app, {
    whole: [REGISTRY_CONTENT_TYPE],
    tooLarge: registryErrors.tooLarge,
    notAccepted: registryErrors.notCsv,
  });

  const csvOf = (request: FastifyRequest): Buffer => {
    if (!Buffer.isBuffer(request.body)) throw registryErrors.notCsv();
    return request.body;
  };
  // The file is the body, read by the handler; the query and the report are declared here.
  const options = {
    bodyLimit: REGISTRY_MAX_BYTES,
    schema: { querystring: DryRunQuery, response: { 200: RegistryReport } },
  };
  const readCodes = (request: FastifyRequest) =>
    app.fileReaders.read<EmployeeCsvInput, ParsedCodes>(EMPLOYEE_CSV_READER, {
      bytes: csvOf(request),
      maxRows: REGISTRY_MAX_ROWS,
    });

  app.post('/api/admin/registry', options, async (request) => {
    const { dryRun } = request.query;
    const parsed = await readCodes(request);
    const report = await runChange(
      app,
      request,
      (trx, actor) => importRegistry(trx, parsed, actor),
      { dryRun },
    );
    return presentReport(report, dryRun);
  });
}
