export { calendarDateIn, endOfDayIn, formatDate, formatDateTime, timeZoneAbbreviation } from './dates.js';
export { formatEin } from './ein.js';
export { formatMoney } from './money.js';
export { formatPhoneInput, formatPhoneNumber } from './phone.js';
export { formatFileSize } from './file-size.js';
