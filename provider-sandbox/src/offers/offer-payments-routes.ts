import express, { type Response, type Router } from 'express';
import type { SandboxDeps } from '../domain.js';
import { noStore } from '../http/cache.js';
import { notFound } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { findSeller } from '../sellers/repository.js';
import { customerOfferUrl, paymentAnswer, termOf } from './answers.js';
import { dateIn } from './calendar.js';
import { plannedPayments } from './payments.js';
import { directOption, financedOptions, termLabel } from './pricing.js';
import { writeQuotePdf } from './quote-pdf.js';
import { fileNamePart } from '../reports/csv.js';
import { writeInvoicePdf } from './invoice-pdf.js';
import { findOffer, findPayment, paymentsOf } from './repository.js';
import { type OfferAccess, offerScopeOf } from './offer-access.js';
import { REPORT_READ_ROLES } from './rules.js';
import { sellerAdvanceOf } from './seller-advance.js';
import { requireRole } from '../session/membership.js';

/** Answers a PDF made as it is written, saved under `fileName`. */
function pdfAttachment(res: Response, fileName: string): void {
  noStore(res).set({
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
  });
}

/** An offer's payment schedule and each payment's invoice PDF (spec 01 section 7); ours: its seller advance and quote. */
export function offerPaymentsRouter({ db, publicUrl }: SandboxDeps, access: OfferAccess): Router {
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

  // Ours: what the seller receives for the offer, for those who see Advance History (spec 01 section 6).
  router.get('/v1/offers/:id/seller-advance', async (req, res) => {
    const member = requireRole(req, REPORT_READ_ROLES);
    const offer = await offerOf(member, req.params.id);
    noStore(res).json(await sellerAdvanceOf(db, offer, await paymentsOf(db, member.sellerId, offer.id)));
  });

  // Ours: the offer's quote as a PDF for the seller's CRM, for whoever sees the offer.
  router.get('/v1/offers/:id/quote', async (req, res) => {
    const member = await reader(req);
    const offer = await offerOf(member, req.params.id);
    const seller = await findSeller(db, member.sellerId);
    const now = new Date();
    const today = dateIn(now, offer.timeZone);
    const term = termOf(offer);
    const plans = [
      ...financedOptions(offer.totalContractValue, term),
      directOption(offer.totalContractValue, term, offer.directBillingFrequency),
    ].map((option) => {
      const schedule = offer.termStartDate ? plannedPayments(offer, option, offer.termStartDate, today) : [];
      return {
        option,
        firstPaymentDate: schedule[0]?.paymentDate ?? null,
        lastPaymentDate: schedule.at(-1)?.paymentDate ?? null,
      };
    });
    const [year, month, day] = today.split('-');
    pdfAttachment(res, `${fileNamePart(offer.accountName)}_${offer.id}_${month}-${day}-${year}.pdf`);
    writeQuotePdf(
      {
        offerId: offer.id,
        sellerName: seller?.name ?? 'Seller',
        customerName: offer.accountName,
        customerAddress: offer.accountAddress,
        recipientName: `${offer.recipientFirstName} ${offer.recipientLastName}`.trim(),
        recipientEmail: offer.recipientEmail,
        lineItems: offer.lineItems,
        total: offer.totalContractValue,
        termLabel: termLabel(term),
        plans,
        termStartDate: offer.termStartDate,
        expiration: new Intl.DateTimeFormat('en-US', {
          month: '2-digit',
          day: '2-digit',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone: offer.timeZone,
          timeZoneName: 'short',
        }).format(offer.expiration),
        issuedOn: today,
        link: customerOfferUrl(publicUrl, offer),
      },
      res,
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
    pdfAttachment(res, fileName.replace(/[^\w.-]/g, ''));
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
