import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PricingOption } from './pricing.js';
import type { LineItem } from './repository.js';

/** What a quote shows (GET /api/v1/offers/{id}/quote, ours). */
export interface QuoteContent {
  offerId: string;
  sellerName: string;
  customerName: string;
  customerAddress: string;
  recipientName: string;
  recipientEmail: string;
  lineItems: readonly LineItem[];
  total: number;
  termLabel: string;
  /** Each plan offered, with its payments' dates when the term start date is set. */
  plans: readonly {
    option: PricingOption;
    firstPaymentDate: string | null;
    lastPaymentDate: string | null;
  }[];
  termStartDate: string | null;
  /** The offer's expiration, as the portal shows it (date, time and zone). */
  expiration: string;
  /** The day the quote is made (yyyy-MM-dd, in the customer's time zone). */
  issuedOn: string;
  link: string;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** yyyy-MM-dd as MM/dd/yyyy, like the portal shows dates. */
const shown = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

const PLAN_KINDS = { FINANCED: 'Financed', DIRECT: 'Pay directly' } as const;
const MUTED = '#525252';

/** The plan in words: "12 payments of $1,615.00 Monthly over 12 Months (total $19,380.00)". */
function planLine({ option }: QuoteContent['plans'][number]): string {
  const payments = option.paymentsCount === 1 ? '1 payment' : `${option.paymentsCount} payments`;
  return `${PLAN_KINDS[option.plan]}: ${payments} of ${money.format(option.periodBasedPaymentAmount)} ${option.paymentFrequencyLabel} over ${option.offerTermLabel} (total ${money.format(option.totalContractValue)})`;
}

/** The QR code of the customer's link, drawn as squares (no image), `size` points wide. */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 8);
  const origin = { x: x + 4 * cell, y: y + 4 * cell };
  doc.save().rect(x, y, size, size).fill('#ffffff').fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column)) doc.rect(origin.x + column * cell, origin.y + row * cell, cell, cell);
  doc.fill().restore();
}

/**
 * An offer's quote as a real PDF (pdfkit), written into `out` as it is made, for the seller to attach to the deal
 * in their CRM: the customer, the line items, each plan offered with its payments and schedule, the expiration, and
 * the customer's link as text and QR code.
 */
export function writeQuotePdf(quote: QuoteContent, out: Writable): void {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `Quote for ${quote.customerName}`, Author: quote.sellerName, Subject: quote.offerId },
  });
  doc.pipe(out);
  doc.fontSize(20).text(quote.sellerName);
  doc.moveDown(0.5).fontSize(14).text(`Quote for ${quote.customerName}`);
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Offer ${quote.offerId} · issued ${shown(quote.issuedOn)}`);
  doc.moveDown().fillColor('#000000').fontSize(11);
  doc.font('Helvetica-Bold').text('Prepared for');
  doc.font('Helvetica').text(quote.customerName).text(quote.customerAddress);
  doc.text(`${quote.recipientName} <${quote.recipientEmail}>`);

  doc.moveDown().font('Helvetica-Bold').text('Line items');
  doc.font('Helvetica');
  for (const line of quote.lineItems) doc.text(`${line.pricingGroupName}: ${money.format(line.amount)}`);
  doc
    .font('Helvetica-Bold')
    .text(`Total: ${money.format(quote.total)}`)
    .font('Helvetica');

  doc.moveDown().font('Helvetica-Bold').text(`Payment plans offered (${quote.termLabel})`).font('Helvetica');
  for (const plan of quote.plans) {
    doc.text(planLine(plan));
    const { firstPaymentDate: first, lastPaymentDate: last } = plan;
    if (first && last)
      doc
        .fillColor(MUTED)
        .text(
          first === last
            ? `    Payment due ${shown(first)}`
            : `    Payments due from ${shown(first)} to ${shown(last)}`,
        )
        .fillColor('#000000');
  }
  doc.text(
    quote.termStartDate
      ? `The term starts ${shown(quote.termStartDate)}.`
      : 'The payment dates follow from the term start date, once it is set.',
  );

  doc.moveDown().font('Helvetica-Bold').text('Expires').font('Helvetica').text(quote.expiration);

  doc.moveDown().font('Helvetica-Bold').text('Review and accept the offer').font('Helvetica');
  doc.fillColor('#0f62fe').text(quote.link, { link: quote.link, underline: true }).fillColor('#000000');
  const top = doc.y + 8;
  drawQrCode(doc, quote.link, doc.page.margins.left, top, 120);
  doc.y = top + 128;
  doc.moveDown().fontSize(9).fillColor(MUTED);
  doc.text(
    'Financing is provided by the provider; the seller is paid up front. Issued by the provider sandbox.',
  );
  doc.end();
}
