export { formatDate, formatDateTime } from './dates.js';
export { formatMoney } from './money.js';
export { formatPhoneInput, formatPhoneNumber } from './phone.js';
