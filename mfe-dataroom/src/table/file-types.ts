import type { DataRoomFileType } from '#graphql';

/** How each file type reads in the table and the upload (spec 02 section 3). */
export const FILE_TYPE_LABEL: Record<DataRoomFileType, string> = {
  ORDER_FORM: 'Order Form',
  MSA: 'MSA',
  SOW: 'SOW',
  OTHER: 'Other',
  FINANCING_SUMMARY: 'Financing Summary',
  PERSONAL_GUARANTY: 'Personal Guaranty',
};

/** The extensions the browser can preview: PDFs and images. */
export const PREVIEWABLE = new Set(['pdf', 'png', 'jpg', 'jpeg']);
