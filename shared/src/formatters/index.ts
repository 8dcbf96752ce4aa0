export {
  calendarDateIn,
  endOfDayIn,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  timeZoneAbbreviation,
  timeZoneGenericName,
} from './dates.js';
export { formatEin } from './ein.js';
export { amountInputText, amountOfText, formatAmountInput, formatMoney } from './money.js';
export {
  canonicalPhoneNumber,
  formatPhoneInput,
  formatPhoneNumber,
  isPhoneNumber,
  PHONE_DIGITS,
} from './phone.js';
export { formatFileSize } from './file-size.js';
export { formatCount } from './count.js';
