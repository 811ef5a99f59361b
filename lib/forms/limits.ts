/** Length limits of the forms' fields, shared by the schemas, the forms and their messages. */
export const CONTACT_MESSAGE_MAX = 5000;
export const FRAUD_DESCRIPTION_MIN = 20;
export const FRAUD_DESCRIPTION_MAX = 5000;
export const FRAUD_URL_MAX = 2000;
