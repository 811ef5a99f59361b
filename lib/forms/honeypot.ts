/** Name of the hidden anti-spam field of every form: people leave it empty, bots fill it. */
export const HONEYPOT_FIELD = 'website';
