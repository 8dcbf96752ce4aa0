import express, { type Router } from 'express';
import type { SandboxDeps } from '../domain.js';
import { noStore } from '../http/cache.js';
import { notFound } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { findSeller } from '../sellers/repository.js';
import { paymentAnswer, termOf } from './answers.js';
import { writeInvoicePdf } from './invoice-pdf.js';
import { termLabel } from './pricing.js';
import { findOffer, findPayment, paymentsOf } from './repository.js';
import { type OfferAccess, offerScopeOf } from './offer-access.js';

/** An offer's payment schedule and each payment's invoice PDF (spec 01 section 7). */
export function offerPaymentsRouter({ db }: SandboxDeps, access: OfferAccess): Router {
  const router = express.Router();
  const { reader, offerOf } = access;

  router.get('/v1/offers/:id/payments', async (req, res) => {
    const member = await reader(req);
    const offer = await offerOf(member, req.params.id);
    const now = new Date();
    noStore(res).json(
      (await paymentsOf(db, member.sellerId, offer.id)).map((payment) =>
        paymentAnswer(payment, now, offer.timeZone),
      ),
    );
  });

  router.get('/v1/payments/:id/invoice', async (req, res) => {
    const member = await reader(req);
    const scope = offerScopeOf(member);
    const payment = isUuid(req.params.id) ? await findPayment(db, scope, req.params.id) : undefined;
    if (!payment) throw notFound('Payment not found');
    const offer = (await findOffer(db, scope, payment.offerId))!;
    const answer = paymentAnswer(payment, new Date(), offer.timeZone);
    if (!answer.hasInvoice) throw notFound('This payment has no invoice yet');
    const seller = await findSeller(db, member.sellerId);
    const fileName = `${offer.accountName.toUpperCase().replace(/\s+/g, '')}${payment.invoiceId}.pdf`;
    noStore(res).set({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '')}"`,
    });
    writeInvoicePdf(
      {
        invoiceId: payment.invoiceId,
        sellerName: seller?.name ?? 'Seller',
        customerName: offer.accountName,
        customerAddress: offer.accountAddress,
        invoiceDate: payment.invoiceDate,
        paymentDate: payment.paymentDate,
        amount: payment.amount,
        sequence: payment.sequence,
        paymentsCount: offer.paymentsCount,
        termLabel: termLabel(termOf(offer)),
        status: payment.status,
      },
      res,
    );
  });

  return router;
}
