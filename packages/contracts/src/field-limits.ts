/**
 * The longest values the contact fields take, shared by the schemas and the forms' inputs so a form
 * never lets someone type what the server then refuses.
 */
export const EMAIL_MAX_LENGTH = 254;
export const PERSON_NAME_MAX_LENGTH = 80;
export const PHONE_MAX_LENGTH = 32;
