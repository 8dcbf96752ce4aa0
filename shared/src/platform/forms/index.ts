export { dirtyValues, useZodForm, type ZodForm } from './use-zod-form.js';
export { FormModal, type FormModalProps } from './FormModal.js';
export { errorProps } from './error-props.js';
export { amountFieldProps, fieldProps, phoneFieldProps, useAmountNumberField } from './field-props.js';
export { Controller, useFieldArray, useWatch } from 'react-hook-form';
export { loadedOf } from './form-values.js';
export { StaleFormNotice } from './StaleFormNotice.js';
export { Typeahead, type TypeaheadProps } from './Typeahead.js';
