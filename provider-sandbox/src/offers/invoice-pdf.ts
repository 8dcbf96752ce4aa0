import PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';

export interface InvoiceContent {
  invoiceId: string;
  sellerName: string;
  customerName: string;
  customerAddress: string;
  invoiceDate: string;
  paymentDate: string;
  amount: number;
  sequence: number;
  paymentsCount: number;
  termLabel: string;
  status: string;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** yyyy-MM-dd as MM/dd/yyyy, like the portal shows dates. */
const shown = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/**
 * A payment's invoice as a real PDF (pdfkit), written into `out` as it is made (GET /api/v1/payments/{id}/invoice).
 * The document carries its own metadata, so the file names itself in a viewer.
 */
export function writeInvoicePdf(invoice: InvoiceContent, out: Writable): void {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: {
      Title: `Invoice ${invoice.invoiceId}`,
      Author: invoice.sellerName,
      Subject: invoice.customerName,
    },
  });
  doc.pipe(out);
  doc.fontSize(20).text(invoice.sellerName);
  doc.moveDown(0.5).fontSize(14).text(`Invoice ${invoice.invoiceId}`);
  doc.moveDown().fontSize(11);
  doc.text('Bill to:', { continued: false });
  doc.text(invoice.customerName);
  doc.text(invoice.customerAddress);
  doc.moveDown();
  const rows: [string, string][] = [
    ['Invoice date', shown(invoice.invoiceDate)],
    ['Payment date', shown(invoice.paymentDate)],
    ['Payment', `${invoice.sequence} of ${invoice.paymentsCount} (${invoice.termLabel})`],
    ['Status', invoice.status],
    ['Amount due', money.format(invoice.amount)],
  ];
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  doc.moveDown(2).fontSize(9).fillColor('#525252');
  doc.text('Payments are collected by the provider on behalf of the seller. Issued by the provider sandbox.');
  doc.end();
}
