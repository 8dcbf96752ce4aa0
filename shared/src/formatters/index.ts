export { formatDate, formatDateTime, timeZoneAbbreviation } from './dates.js';
export { formatEin } from './ein.js';
export { formatMoney } from './money.js';
export { formatPhoneNumber } from './phone.js';
