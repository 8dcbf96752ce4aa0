import express, { type Router } from 'express';
import {
  fileNameOf,
  fileRouteErrors,
  relay,
  signedIn,
  type FileRouteDeps,
} from '../../files/file-route-kit.js';
import { requireReportReader } from './access.js';

/**
 * The reports' downloads on the gateway, behind the token and the reports' roles like their GraphQL: a payment's
 * invoice PDF, a generated offer export and a cash advance's CSV, each streamed from the provider.
 */
export function reportFileRoutes(deps: FileRouteDeps): Router {
  const router = express.Router();
  const files = [
    {
      route: '/invoices/:id',
      upstream: (id: string) => `/v1/payments/${id}/invoice`,
      type: 'application/pdf',
      fallback: 'invoice.pdf',
    },
    {
      route: '/offer-exports/:id/download',
      // Spec 01 section 7: the one file download, whose files are the report's too.
      upstream: (id: string) => `/files/${id}/download`,
      type: 'text/csv; charset=utf-8',
      fallback: 'offers.csv',
    },
    {
      route: '/cash-advances/:id/csv',
      upstream: (id: string) => `/v1/cash-advances/${id}/export-cash-advance-details`,
      type: 'text/csv; charset=utf-8',
      fallback: 'advance.csv',
    },
  ] as const;
  for (const file of files) {
    router.get(file.route, async (req, res) => {
      const http = await signedIn(deps, req, res, requireReportReader);
      const upstream = await http.stream('GET', file.upstream(encodeURIComponent(req.params.id)));
      const name = fileNameOf(upstream, file.fallback);
      await relay(res, upstream, { type: file.type, disposition: 'attachment', name });
    });
  }
  router.use(fileRouteErrors);
  return router;
}
