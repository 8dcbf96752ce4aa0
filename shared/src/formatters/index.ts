export { formatDate, formatDateTime } from './dates.js';
export { formatMoney } from './money.js';
export { formatPhoneNumber } from './phone.js';
