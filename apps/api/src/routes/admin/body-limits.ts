/** Admin forms and id lists are small; only the content import needs a large body. */
export const ADMIN_BODY_LIMIT = 32_768;
/** An invitation file of up to 2 MiB, sent as JSON text (quotes and line ends escaped). */
export const INVITATION_BODY_LIMIT = 3 * 1_048_576;
/** The sample content is under 1 MiB as a bundle; this leaves room for images. */
export const CONTENT_BODY_LIMIT = 16 * 1_048_576;

/** "The alert was deleted" or "3 alerts were deleted". */
export const deletedMessage = (noun: string, count: number) => (count === 1 ? `The ${noun} was deleted` : `${count} ${noun}s were deleted`);
