import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CertificateKind,
  Entitlement,
  LessonType,
  Level,
  MailKind,
  MailStatus,
  Quiz,
  Video,
  WebhookDeliveryStatus,
  WebhookEvent,
} from '@academy/shared';

/** Every row a portal owns carries tenant_id, and every query filters by it. */
const tenantId = () => text('tenant_id').notNull();
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
/** Imported rows: published false once their source file is gone. */
const imported = {
  published: boolean('published').notNull().default(true),
  sourcePath: text('source_path').notNull(),
  contentHash: text('content_hash').notNull(),
};

/** Slugs a renamed item had: its old addresses lead to it (decision 056). */
const renamable = {
  previousSlugs: text('previous_slugs').array().notNull().default([]),
};

/**
 * When learners and visitors see an item (decision 062): never while `draft`, and not before
 * `publish_at`; the portal's admins and authors see it all along.
 */
const releasable = {
  draft: boolean('draft').notNull().default(false),
  publishAt: timestamp('publish_at', { withTimezone: true }),
};

export const contentVersions = pgTable('content_versions', {
  tenantId: text('tenant_id').primaryKey(),
  version: integer('version').notNull().default(0),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('topics_tenant_slug').on(t.tenantId, t.slug)],
);

export const instructors = pgTable(
  'instructors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    photoPath: text('photo_path').notNull(),
    socials: jsonb('socials').$type<Record<string, string>>().notNull().default({}),
    bioHtml: text('bio_html').notNull(),
    position: integer('position').notNull().default(0),
    ...imported,
    ...timestamps,
  },
  (t) => [uniqueIndex('instructors_tenant_slug').on(t.tenantId, t.slug)],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    descriptionHtml: text('description_html').notNull(),
    conclusionHtml: text('conclusion_html'),
    level: text('level').$type<Level>().notNull(),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    labType: text('lab_type').$type<'none' | 'externalLab'>().notNull().default('none'),
    entitlements: jsonb('entitlements').$type<Entitlement[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    ...renamable,
    ...releasable,
    ...imported,
    ...timestamps,
  },
  (t) => [uniqueIndex('courses_tenant_slug').on(t.tenantId, t.slug)],
);

export const courseInstructors = pgTable(
  'course_instructors',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.instructorId] })],
);

export const modules = pgTable(
  'modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    position: integer('position').notNull(),
    ...imported,
    ...timestamps,
  },
  (t) => [uniqueIndex('modules_course_slug').on(t.courseId, t.slug)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    type: text('type').$type<LessonType>().notNull(),
    position: integer('position').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    entitlements: jsonb('entitlements').$type<Entitlement[]>().notNull().default([]),
    bodyHtml: text('body_html').notNull(),
    quiz: jsonb('quiz').$type<Quiz>(),
    video: jsonb('video').$type<Video>(),
    labRequirements: jsonb('lab_requirements').$type<string[]>().notNull().default([]),
    /** What the learner will be able to do after the lesson, shown at its top. */
    objectives: jsonb('objectives').$type<string[]>().notNull().default([]),
    ...renamable,
    ...releasable,
    ...imported,
    ...timestamps,
  },
  (t) => [uniqueIndex('lessons_course_slug').on(t.courseId, t.slug), index('lessons_tenant_course').on(t.tenantId, t.courseId)],
);

export const guides = pgTable(
  'guides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    level: text('level').$type<Level>().notNull(),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    durationSeconds: integer('duration_seconds').notNull(),
    entitlements: jsonb('entitlements').$type<Entitlement[]>().notNull().default([]),
    bodyHtml: text('body_html').notNull(),
    /** A guide with a lab opens its body as the lab's instructions at /guides/{slug}/lab; null: no lab. */
    lab: jsonb('lab').$type<{ requirements: string[] }>(),
    position: integer('position').notNull().default(0),
    ...renamable,
    ...releasable,
    ...imported,
    ...timestamps,
  },
  (t) => [uniqueIndex('guides_tenant_slug').on(t.tenantId, t.slug)],
);

export const paths = pgTable(
  'paths',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    descriptionHtml: text('description_html').notNull(),
    level: text('level').$type<Level>().notNull(),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    ...renamable,
    ...releasable,
    ...imported,
    ...timestamps,
  },
  (t) => [uniqueIndex('paths_tenant_slug').on(t.tenantId, t.slug)],
);

/** A path may list another portal's course; that course keeps its own tenant. */
export const pathCourses = pgTable(
  'path_courses',
  {
    pathId: uuid('path_id')
      .notNull()
      .references(() => paths.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pathId, t.courseId] })],
);

export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    bodyHtml: text('body_html').notNull(),
    ...imported,
    ...timestamps,
  },
  (t) => [uniqueIndex('pages_tenant_slug').on(t.tenantId, t.slug)],
);

export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    message: text('message').notNull(),
    actionText: text('action_text'),
    actionUrl: text('action_url'),
    level: text('level').$type<'info' | 'warning' | 'success'>().notNull().default('info'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    authorFirstName: text('author_first_name').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('alerts_tenant_window').on(t.tenantId, t.startsAt, t.endsAt)],
);

/** Images that content refers to, kept with the content so every replica can serve them. */
export const contentAssets = pgTable(
  'content_assets',
  {
    tenantId: tenantId(),
    path: text('path').notNull(),
    mediaType: text('media_type').notNull(),
    dataBase64: text('data_base64').notNull(),
    hash: text('hash').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.path] })],
);

/**
 * A lab's starter project and solution, zipped at import (`course` is `guides` for a guide's lab).
 * Kept apart from content_assets, which anyone may read: these follow the lab's entitlements.
 */
export const labProjects = pgTable(
  'lab_projects',
  {
    tenantId: tenantId(),
    course: text('course').notNull(),
    lesson: text('lesson').notNull(),
    variant: text('variant').notNull(),
    fileName: text('file_name').notNull(),
    dataBase64: text('data_base64').notNull(),
    hash: text('hash').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.course, t.lesson, t.variant] })],
);

/** Sign-in identities of the embedded identity provider, one set per portal. */
export const identityAccounts = pgTable(
  'identity_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('identity_accounts_tenant_email').on(t.tenantId, t.email)],
);

/**
 * The academy's account system: who a signed-in subject is in a portal and what they may do.
 * `subject` is the identity provider's `sub` (the identity account id for the embedded provider).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    subject: text('subject').notNull(),
    login: text('login').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isPro: boolean('is_pro').notNull().default(false),
    /** Sees the portal's drafts and scheduled items, and nothing admin-only (decision 062). */
    isAuthor: boolean('is_author').notNull().default(false),
    /** False for an embedded sign-up until its code comes back; admin and pro apply only once true (decision 014). */
    emailVerified: boolean('email_verified').notNull().default(true),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Set by an administrator: the account cannot sign in and none of its tokens is accepted (decision 050). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * Bumped in the same statement as every change to the learner's progress or favourites, so a
     * replica knows from the user row it reads anyway whether its cached learner state is current.
     */
    stateVersion: integer('state_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_tenant_subject').on(t.tenantId, t.subject), index('users_tenant_login').on(t.tenantId, t.login)],
);

/**
 * Pending e-mail codes of embedded accounts, stored hashed, expiring, single use. A row without a
 * pending password is the account's own code (sign-up, or resent from the web app). A sign-up for
 * an address whose account is still unverified adds a row carrying that sign-up's password and
 * name, which replace the account's when its code comes back on that sign-up's page: whoever proves
 * the mailbox owns the address, and a code from one attempt never confirms another.
 */
export const accountVerifications = pgTable(
  'account_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    pendingPasswordHash: text('pending_password_hash'),
    pendingFirstName: text('pending_first_name'),
    pendingLastName: text('pending_last_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_verifications_account').on(t.accountId)],
);

/**
 * Single-use links that set an embedded account's password (decision 037): the first administrator's,
 * printed by `admin.js create` for the operator to hand over. Only a hash of the link's token is kept.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_links_token_hash').on(t.tokenHash), index('password_links_account').on(t.accountId)],
);

/**
 * Invitations an administrator sent (decision 051): one per address, bound to the portal, with the
 * rights the new account gets. The link's token is kept as a SHA-256 hash only; a resend replaces
 * it. `batch_id` groups one send (a CSV or one address), which the audit log records as one entry.
 * Pending until accepted, revoked or past `expires_at`; the status is worked out when read.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    batchId: uuid('batch_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    isPro: boolean('is_pro').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Added after the table (migration 0032): the release before it inserts without it. */
    isAuthor: boolean('is_author').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentCount: integer('sent_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest mail of the invitation, whose delivery the list shows. */
    mailId: uuid('mail_id').references(() => mailMessages.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash').on(t.tokenHash),
    index('invitations_tenant_email').on(t.tenantId, t.email),
    index('invitations_tenant_created').on(t.tenantId, t.createdAt),
  ],
);

/**
 * An embedded account's passkeys (WebAuthn credentials, decision 047), per portal: the public key
 * and the signature counter the authenticator last reported, never a secret.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    tenantId: tenantId(),
    /** The credential id, base64url, as the authenticator made it. */
    credentialId: text('credential_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull(),
    transports: text('transports').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.credentialId] }), index('passkeys_account').on(t.accountId)],
);

/**
 * Recovery codes of an account with a passkey (decision 052): ten at a time, each a SHA-256 of the
 * code (they are random, so a fast hash is enough), deleted as it is used.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    tenantId: tenantId(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.codeHash] })],
);

/**
 * WebAuthn challenges handed out and not yet answered, each taken once: an enrolment's bound to its
 * account, a sign-in's to its provider interaction.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    tenantId: tenantId(),
    accountId: uuid('account_id').references(() => identityAccounts.id, { onDelete: 'cascade' }),
    interactionUid: text('interaction_uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires').on(t.expiresAt)],
);

/**
 * oidc-provider's artefacts (sessions, grants, codes, refresh tokens), so they survive restarts and
 * serve replicas. `id`, `uid` and `user_code` hold keyed hashes, never the secrets (decision 014).
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    tenantId: tenantId(),
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    /** Whose artefact it is, so a password change can end the account's other sign-ins. */
    accountId: text('account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.model, t.id] }),
    index('oidc_payloads_account').on(t.tenantId, t.accountId),
    index('oidc_payloads_grant').on(t.tenantId, t.grantId),
    index('oidc_payloads_uid').on(t.tenantId, t.model, t.uid),
    index('oidc_payloads_expiry').on(t.expiresAt),
  ],
);

/** Keys the server generates for itself when none are configured (development only). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed sign-ins: how many in 15 minutes per account (any address) and per client address (any account). */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_email').on(t.tenantId, t.email, t.failedAt), index('sign_in_failures_ip').on(t.clientIp, t.failedAt)],
);

/**
 * The progressive delay per account and client address: failures since the last success there, and
 * when the next attempt may be made. An attempt claims its turn here before the password is checked.
 */
export const signInDelays = pgTable(
  'sign_in_delays',
  {
    tenantId: tenantId(),
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    failures: integer('failures').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.email, t.clientAddress] }), index('sign_in_delays_last_attempt').on(t.lastAttemptAt)],
);

/** A learner's progress on a lesson or a guide; one row per learner and item. */
export const learnerProgress = pgTable(
  'learner_progress',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull(),
    itemType: text('item_type').$type<'lesson' | 'guide'>().notNull(),
    courseId: uuid('course_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  // By time: the insights' recent refresh reads what was started or completed since yesterday (decision 063).
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('learner_progress_tenant_user').on(t.tenantId, t.userId),
    index('learner_progress_tenant_started').on(t.tenantId, t.startedAt),
    index('learner_progress_tenant_completed').on(t.tenantId, t.completedAt),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likeableType: text('likeable_type').$type<'course' | 'lesson' | 'guide' | 'path'>().notNull(),
    likeableId: uuid('likeable_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.likeableType, t.likeableId] }), index('favorites_tenant_user').on(t.tenantId, t.userId)],
);

/**
 * A certificate for a completed course or learning path (decision 025). `id` is its public,
 * unguessable address; the title and the learner's name are kept as issued (decision 044).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CertificateKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    title: text('title').notNull(),
    /** The profile's name when issued, '' when it had none; null only for rows an earlier release wrote. */
    learnerName: text('learner_name'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by the learner: not found for anyone else. */
    hidden: boolean('hidden').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('certificates_user_item').on(t.userId, t.kind, t.itemId),
    index('certificates_tenant_issued').on(t.tenantId, t.issuedAt),
  ],
);

/** Every knowledge-check submission, graded on the server. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** Each asked question's chosen options as content indexes, whatever order they were shown in (decision 066). */
    answers: jsonb('answers').$type<{ questionIndex: number; selected: number[] }[]>().notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    /** The bank indexes of the questions this attempt asked, in the order asked (null: unknown, before migration 0013). */
    asked: smallint('asked').array(),
    /** Whether each asked question was answered right, in the same order. */
    correct: boolean('correct').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_attempts_user_lesson').on(t.userId, t.lessonId), index('quiz_attempts_tenant_created').on(t.tenantId, t.createdAt)],
);

/** What a visitor or learner told us (spec section 3); comments are stored as text, never rendered as HTML. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    feedbackableType: text('feedbackable_type').$type<'lesson' | 'course' | ''>().notNull(),
    feedbackableId: text('feedbackable_id').notNull().default(''),
    courseId: text('course_id').notNull().default(''),
    schema: text('schema').notNull(),
    comments: text('comments').notNull().default(''),
    isBug: boolean('is_bug').notNull().default(false),
    allowContact: boolean('allow_contact').notNull().default(false),
    rating: integer('rating'),
    survey: jsonb('survey').$type<Record<string, unknown>>(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By user: a learner's latest survey answer (insights consent) and removing a user's rows.
  (t) => [index('feedback_tenant_created').on(t.tenantId, t.createdAt), index('feedback_user_created').on(t.userId, t.createdAt)],
);

/** The survey's choices per portal: the portal's own question (`custom`) and the level question. */
export const feedbackQuestions = pgTable(
  'feedback_questions',
  {
    tenantId: tenantId(),
    kind: text('kind').$type<'custom' | 'level'>().notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.key] })],
);

/** Fixed-window counters shared by every replica (anonymous feedback, contact, verification codes). */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] }), index('rate_limit_windows_start').on(t.windowStart)],
);

/**
 * Every message the product sends; without SMTP_URL this is the dev outbox admins can read. A
 * `pending` message is tried again at `next_attempt_at` by whichever replica claims it first: the
 * claim sets `lease_until`, so no other replica sends it meanwhile (decision 027). The outbox search
 * has a trigram index on its searched text (`mail_messages_search`, migration 0015).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    kind: text('kind').$type<MailKind>().notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    transport: text('transport').$type<'smtp' | 'outbox'>().notNull(),
    status: text('status').$type<MailStatus>().notNull(),
    /** The last failed try's error. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_messages_tenant_created').on(t.tenantId, t.createdAt),
    index('mail_messages_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Where a portal's administrators asked for events to be sent (decision 054). The secret signs every
 * delivery, so it is kept as issued; it is shown once, when the endpoint is made.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    description: text('description').notNull().default(''),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_tenant').on(t.tenantId)],
);

/**
 * One event for one endpoint, and each try to deliver it: claimed by one replica at a time with a row
 * lock and a lease, as mail_messages is (decision 027), tried again with backoff until it is delivered
 * or given up.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The learner the event is about: their account's deletion erases it (the payload names them). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header: the same for each delivery and replay of one event. */
    eventId: text('event_id').notNull(),
    event: text('event').$type<WebhookEvent>().notNull(),
    /** The body exactly as signed and sent. */
    payload: text('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    error: text('error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_tenant_created').on(t.tenantId, t.createdAt),
    index('webhook_deliveries_user').on(t.userId),
    index('webhook_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Topics visitors and learners asked the portal to teach (the inbox of /admin/topic-requests; trigram index on topic and details, migration 0015). */
export const topicRequests = pgTable(
  'topic_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    topic: text('topic').notNull(),
    details: text('details').notNull().default(''),
    /** The signed-in learner who asked; visitors leave nothing about themselves. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The login of the admin who marked it handled. */
    handledBy: text('handled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('topic_requests_tenant_created').on(t.tenantId, t.createdAt)],
);

/**
 * Notification addresses managed on /email: the portal's by type (contact, feedback), kept by its
 * admins, with no `user_id`; and a learner's own (type `learner`), which only that learner sees.
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    /** The learner whose address it is; null for the portal's addresses. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    email: text('email').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('notification_emails_tenant_type_email')
      .on(t.tenantId, t.type, t.email)
      .where(sql`${t.userId} is null`),
    uniqueIndex('notification_emails_user_type_email')
      .on(t.userId, t.type, t.email)
      .where(sql`${t.userId} is not null`),
  ],
);

/** One pending verification code per address: stored hashed, expiring, single use, with counted attempts. */
export const emailVerifications = pgTable('email_verifications', {
  emailId: uuid('email_id')
    .primaryKey()
    .references(() => notificationEmails.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Personal access tokens: only the SHA-256 of the token is kept; the plaintext is shown once. */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    abilities: jsonb('abilities').$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** When the creator lost the admin right (or was found removed); a revoked token never works again. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('personal_access_tokens_hash').on(t.tokenHash), index('personal_access_tokens_tenant').on(t.tenantId)],
);

/** Who changed what and when, with the row before and after; written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    actorUserId: uuid('actor_user_id'),
    actorTokenId: uuid('actor_token_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_tenant_created').on(t.tenantId, t.createdAt)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index (decision 022): one row per published item, rebuilt by every content import.
 * `head_tsv` holds title (A) and summary (B), `full_tsv` adds the body (C); a viewer who may not
 * read an item is matched on `head_tsv` only. Both are generated columns (migration 0011).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    slug: text('slug').notNull(),
    courseSlug: text('course_slug'),
    courseTitle: text('course_title'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    level: text('level').$type<Level>(),
    topics: text('topics').array().notNull().default([]),
    needsAuth: boolean('needs_auth').notNull().default(false),
    needsPro: boolean('needs_pro').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Visitors and learners find the item from this time: 'infinity' for a draft, its publishAt when scheduled (decision 062). */
    visibleFrom: timestamp('visible_from', { withTimezone: true })
      .notNull()
      .default(sql`'-infinity'`),
    headTsv: tsvector('head_tsv').notNull(),
    fullTsv: tsvector('full_tsv').notNull(),
  },
  (t) => [index('search_documents_tenant').on(t.tenantId, t.kind)],
);

/**
 * Each indexed item cut into passages of about 40 words (position 0 is its summary), so a result's
 * snippet is highlighted from its best passages instead of its whole body (decision 022).
 */
export const searchPassages = pgTable(
  'search_passages',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => searchDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    tsv: tsvector('tsv').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.position] })],
);

/** Words anyone may read in a portal's content, for correcting typos (trigram index, migration 0011). */
export const searchTerms = pgTable(
  'search_terms',
  {
    tenantId: tenantId(),
    term: text('term').notNull(),
    documents: integer('documents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.term] })],
);

/** How often each normalised query was searched and found nothing; no user, no address. */
export const searchQueryCounts = pgTable(
  'search_query_counts',
  {
    tenantId: tenantId(),
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    misses: integer('misses').notNull().default(0),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.query] })],
);

/*
 * Insights (decision 024): aggregates of the rows above, per portal and UTC day, recomputed on a
 * schedule (services/insights/refresh-insights.ts). The insights API reads only these.
 */

/**
 * When each portal's aggregates were last computed in full, and how long that took; and when the
 * rows of the days since yesterday were last computed (by a recent or a full refresh, decision 063).
 */
export const insightsRefreshes = pgTable('insights_refreshes', {
  tenantId: text('tenant_id').primaryKey(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  // A default, so the release before it can still record its refresh after a rollback (decision 037).
  recentRefreshedAt: timestamp('recent_refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  durationMs: integer('duration_ms').notNull(),
});

/** Learners who recorded a learning action on the day. */
export const insightsActivityDays = pgTable(
  'insights_activity_days',
  {
    tenantId: tenantId(),
    day: date('day').notNull(),
    activeLearners: integer('active_learners').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

/** Learners who recorded a learning action in the ISO week starting on `week` (a Monday). */
export const insightsActivityWeeks = pgTable(
  'insights_activity_weeks',
  {
    tenantId: tenantId(),
    week: date('week').notNull(),
    activeLearners: integer('active_learners').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.week] })],
);

/**
 * Per course and day: learners who started the course that day (their first lesson of it), how many
 * of those have completed it since, and learners who completed it that day.
 */
export const insightsCourseDays = pgTable(
  'insights_course_days',
  {
    tenantId: tenantId(),
    courseId: uuid('course_id').notNull(),
    day: date('day').notNull(),
    started: integer('started').notNull(),
    startedCompleted: integer('started_completed').notNull(),
    completed: integer('completed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.courseId] })],
);

/** The lesson funnel: of the learners who started the course on `cohort_day`, how many started and completed each lesson. */
export const insightsLessonDays = pgTable(
  'insights_lesson_days',
  {
    tenantId: tenantId(),
    courseId: uuid('course_id').notNull(),
    cohortDay: date('cohort_day').notNull(),
    lessonId: uuid('lesson_id').notNull(),
    started: integer('started').notNull(),
    completed: integer('completed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.courseId, t.cohortDay, t.lessonId] })],
);

/** Answers to each knowledge-check question (by bank index) on the day, and how many were right. */
export const insightsQuestionDays = pgTable(
  'insights_question_days',
  {
    tenantId: tenantId(),
    day: date('day').notNull(),
    lessonId: uuid('lesson_id').notNull(),
    questionIndex: smallint('question_index').notNull(),
    answered: integer('answered').notNull(),
    correct: integer('correct').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.lessonId, t.questionIndex] })],
);

/**
 * The survey's site ratings given on the day (decision 060). `course_id` is always '' now; it stays so
 * that the release before decision 060 still reads and refreshes the table after a rollback (decision 037).
 */
export const insightsRatingDays = pgTable(
  'insights_rating_days',
  {
    tenantId: tenantId(),
    day: date('day').notNull(),
    courseId: text('course_id').notNull().default(''),
    ratings: integer('ratings').notNull(),
    ratingSum: integer('rating_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.courseId] })],
);

/** Favourites saved on the day and still saved, per item. */
export const insightsFavoriteDays = pgTable(
  'insights_favorite_days',
  {
    tenantId: tenantId(),
    day: date('day').notNull(),
    likeableType: text('likeable_type').$type<'course' | 'lesson' | 'guide' | 'path'>().notNull(),
    likeableId: uuid('likeable_id').notNull(),
    saved: integer('saved').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.likeableType, t.likeableId] })],
);

/** Favourites saved now per item, whenever they were saved. */
export const insightsFavoriteItems = pgTable(
  'insights_favorite_items',
  {
    tenantId: tenantId(),
    likeableType: text('likeable_type').$type<'course' | 'lesson' | 'guide' | 'path'>().notNull(),
    likeableId: uuid('likeable_id').notNull(),
    saved: integer('saved').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.likeableType, t.likeableId] })],
);
