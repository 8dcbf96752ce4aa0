import { formatDate } from '@seller-portal/shared/formatters';

/** A calendar date (yyyy-MM-dd, already the customer's day) as MM/dd/yyyy: read at UTC midnight, so no zone shifts it. */
export const formatCalendarDate = (date: string | null | undefined): string => formatDate(date, 'UTC');
