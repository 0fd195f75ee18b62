import { randomBytes } from 'node:crypto';

/**
 * A certificate's public id: 128 random bits in base64url (22 characters). It is the address, so
 * it must neither be guessed nor follow from another certificate's (decision 025).
 */
export const newCertificateId = () => randomBytes(16).toString('base64url');
