import * as z from '#zod';
import { BANK_NOT_AVAILABLE_REASON, COMPANY_LIMITS } from './company-constants.js';
import { requiredMultilineText, requiredText, trimmed } from './text.js';

const TOO_LONG = `Maximum of ${COMPANY_LIMITS.exceptionText} characters`;

/** The connection kinds an exception can be asked for (spec 01 section 4, Connection exception flow). */
export const EXCEPTION_SOURCES = ['ACCOUNTING', 'BANKING'] as const;

/** The request-exception form (spec 01 section 5). */
export const exceptionRequestSchema = z.pipe(
  z
    .object({
      source: z.enum(EXCEPTION_SOURCES),
      exceptionReason: requiredText(
        'Exception Reason is required',
        z.maxLength(100, 'Exception Reason is required'),
      ),
      comments: requiredMultilineText(
        'Comments are required',
        z.maxLength(COMPANY_LIMITS.exceptionText, TOO_LONG),
      ),
      missingPlatformOrBankName: z.nullish(trimmed(z.maxLength(COMPANY_LIMITS.exceptionText, TOO_LONG))),
    })
    .check(
      z.superRefine((request, ctx) => {
        if (request.exceptionReason === BANK_NOT_AVAILABLE_REASON && !request.missingPlatformOrBankName) {
          ctx.issues.push({
            code: 'custom',
            message: 'platform or bank name is required',
            path: ['missingPlatformOrBankName'],
            input: request,
          });
        }
      }),
    ),
  z.transform((request) => ({
    ...request,
    missingPlatformOrBankName: request.missingPlatformOrBankName || null,
  })),
);

export type ExceptionRequestInput = z.input<typeof exceptionRequestSchema>;
export type ExceptionRequest = z.output<typeof exceptionRequestSchema>;
