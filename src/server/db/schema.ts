import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TeacherApplicationAnswers } from '../../shared/api/accounts.ts';
import type { DeliveryStatus, NotificationKind } from '../../shared/api/notifications.ts';
import { PAID_METHODS, RECEIPT_KINDS, type ApplicationAnswers } from '../../shared/api/orders.ts';
import { WAITLIST_STATUSES } from '../../shared/api/waitlist.ts';
import { DIFFERENCE_POLICIES, DIFFERENCE_REFUND_STATUSES, MOVE_KINDS, MOVE_STATUSES } from '../../shared/api/course-moves.ts';

/**
 * Every text a visitor reads is stored in both languages (D4): `<name>En` and `<name>Zh`.
 * The repositories pick one per request and fall back to the other when one is empty.
 */

export const siteTexts = pgTable('site_texts', {
  key: text('key').primaryKey(),
  valueEn: text('value_en').notNull().default(''),
  valueZh: text('value_zh').notNull().default(''),
});

export const headPictures = pgTable('head_pictures', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  image: text('image').notNull(),
  titleEn: text('title_en').notNull().default(''),
  titleZh: text('title_zh').notNull().default(''),
  subTitleEn: text('sub_title_en').notNull().default(''),
  subTitleZh: text('sub_title_zh').notNull().default(''),
  buttonTextEn: text('button_text_en').notNull().default(''),
  buttonTextZh: text('button_text_zh').notNull().default(''),
  buttonUrl: text('button_url').notNull().default(''),
});

export const homeSubjects = pgTable('home_subjects', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  icon: text('icon').notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionZh: text('description_zh').notNull().default(''),
});

export const customerSharings = pgTable('customer_sharings', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  avatar: text('avatar').notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  roleEn: text('role_en').notNull().default(''),
  roleZh: text('role_zh').notNull().default(''),
  contentEn: text('content_en').notNull(),
  contentZh: text('content_zh').notNull(),
});

export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  code: smallint('code').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionZh: text('description_zh').notNull().default(''),
  isShowTimetable: boolean('is_show_timetable').notNull().default(false),
  isShowGoods: boolean('is_show_goods').notNull().default(false),
  goodsCategoryId: smallint('goods_category_id'),
  goodsCourseType: text('goods_course_type'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: serial('id').primaryKey(),
    pageSlug: text('page_slug')
      .notNull()
      .references(() => contentPages.slug, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    imageLocation: text('image_location', { enum: ['overly', 'left', 'right', 'upper', 'below'] }).notNull(),
    titleEn: text('title_en').notNull().default(''),
    titleZh: text('title_zh').notNull().default(''),
    moduleEn: text('module_en').notNull().default(''),
    moduleZh: text('module_zh').notNull().default(''),
    subTitleEn: text('sub_title_en').notNull().default(''),
    subTitleZh: text('sub_title_zh').notNull().default(''),
    /** Sanitised HTML (sanitize-html) on every write. */
    detailsEn: text('details_en').notNull().default(''),
    detailsZh: text('details_zh').notNull().default(''),
    image: text('image').notNull().default(''),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    buttonUrl: text('button_url').notNull().default(''),
    buttonTextEn: text('button_text_en').notNull().default(''),
    buttonTextZh: text('button_text_zh').notNull().default(''),
    fontSize: integer('font_size'),
    align: text('align', { enum: ['left', 'center', 'right'] }).notNull().default('left'),
    /** A hidden block stays in the editor and in previews, not on the public page. */
    published: boolean('published').notNull().default(true),
  },
  (table) => [index('content_blocks_page_idx').on(table.pageSlug, table.position)],
);

export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    dictionary: text('dictionary').notNull(),
    code: text('code').notNull(),
    position: integer('position').notNull().default(0),
    labelEn: text('label_en').notNull(),
    labelZh: text('label_zh').notNull(),
  },
  (table) => [primaryKey({ columns: [table.dictionary, table.code] })],
);

export const courseSystems = pgTable('course_systems', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
});

export const timetables = pgTable('timetables', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pageTimetables = pgTable(
  'page_timetables',
  {
    pageSlug: text('page_slug')
      .notNull()
      .references(() => contentPages.slug, { onDelete: 'cascade' }),
    timetableId: integer('timetable_id')
      .notNull()
      .references(() => timetables.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.pageSlug, table.timetableId] })],
);

export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    timetableId: integer('timetable_id')
      .notNull()
      .references(() => timetables.id, { onDelete: 'cascade' }),
    courseSystemId: integer('course_system_id')
      .notNull()
      .references(() => courseSystems.id),
    /** The course this class belongs to (D20); null for a timetable event of no course (a workshop). */
    productId: integer('product_id').references((): AnyPgColumn => products.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    /** Stored in UTC (D17). */
    classDate: timestamp('class_date', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    grades: text('grades').array().notNull().default(sql`'{}'::text[]`),
    teacherId: integer('teacher_id').references((): AnyPgColumn => facultyMembers.id, { onDelete: 'set null' }),
    /** The most students the class holds (D23; Insights: 8). */
    capacity: smallint('capacity').notNull().default(8),
    /** Seats taken by bookings; raised by one conditional update per booking (D8, D23). */
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** The online classroom; shown to booked families shortly before the class. */
    joinUrl: text('join_url').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('schedules_timetable_date_idx').on(table.timetableId, table.classDate),
    index('schedules_product_date_idx').on(table.productId, table.classDate),
    check('schedules_seats_check', sql`${table.seatsTaken} >= 0 and ${table.seatsTaken} <= ${table.capacity}`),
  ],
);

export const productCategories = pgTable('product_categories', {
  id: smallint('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    pic: text('pic').notNull(),
    pictures: text('pictures').array().notNull().default(sql`'{}'::text[]`),
    /** Integer minor units of `currency` (D7). */
    price: integer('price').notNull(),
    promotionPrice: integer('promotion_price'),
    currency: text('currency').notNull().default('USD'),
    categoryId: smallint('category_id')
      .notNull()
      .references(() => productCategories.id),
    /** A code of the subject dictionary, shown as the category type tag. */
    subject: text('subject').notNull().default(''),
    courseType: text('course_type').notNull(),
    totalClassHours: integer('total_class_hours').notNull(),
    /** Seats left, for category 58 only (D8). */
    stock: integer('stock'),
    equityDateStart: date('equity_date_start', { mode: 'string' }).notNull(),
    equityDateEnd: date('equity_date_end', { mode: 'string' }).notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    grades: text('grades').array().notNull().default(sql`'{}'::text[]`),
    courseSystemId: integer('course_system_id').references(() => courseSystems.id),
    timetableId: integer('timetable_id').references(() => timetables.id),
    /** Enrolment closes at the first class unless staff keep it open until this day (D21). */
    lateEnrolmentUntil: date('late_enrolment_until', { mode: 'string' }),
    /** A programme formed for one family (an Inspire requirement, D12): only they see and buy it. */
    privateMemberId: integer('private_member_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** D31: the class runs from this many students; below it, it is still forming. */
    minStudents: smallint('min_students').notNull().default(4),
    /** D31: the most students; for Insights it is the seat count, of which `stock` is what is left. */
    maxStudents: smallint('max_students').notNull().default(8),
    /** When the class was confirmed: by reaching its minimum, or by staff deciding to run it anyway. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When staff cancelled the class before it began (D31); its orders were refunded in full. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_listing_idx').on(table.categoryId, table.courseType, table.position),
    check('products_stock_check', sql`${table.stock} is null or ${table.stock} >= 0`),
    check('products_class_size_check', sql`${table.minStudents} >= 0 and ${table.maxStudents} >= ${table.minStudents}`),
  ],
);

/** The teachers (faculty entries) who teach a product, in the order its page shows them. */
export const productTeachers = pgTable(
  'product_teachers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    facultyMemberId: integer('faculty_member_id')
      .notNull()
      .references((): AnyPgColumn => facultyMembers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.facultyMemberId] }),
    index('product_teachers_faculty_idx').on(table.facultyMemberId),
  ],
);

export const facultyMembers = pgTable('faculty_members', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  photo: text('photo').notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  biographyEn: text('biography_en').notNull(),
  biographyZh: text('biography_zh').notNull(),
  /** Codes of the subject dictionary, for the faculty page's filter. */
  subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
  published: boolean('published').notNull().default(true),
  /** The teacher's account (D30): it sees the classes this entry teaches. One entry per account. */
  userId: integer('user_id')
    .unique()
    .references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
});

/** Dated events, blog posts and news, each with an article page of its own. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['event', 'blog', 'news'] }).notNull(),
    /** The article's address: /news/<slug>. */
    slug: text('slug').notNull().unique(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    summaryZh: text('summary_zh').notNull().default(''),
    /** Sanitised HTML (sanitize-html) on every write. */
    bodyEn: text('body_en').notNull().default(''),
    bodyZh: text('body_zh').notNull().default(''),
    image: text('image').notNull().default(''),
    /** Events only: when and where, and where to sign up. */
    eventStartsAt: timestamp('event_starts_at', { withTimezone: true }),
    eventEndsAt: timestamp('event_ends_at', { withTimezone: true }),
    locationEn: text('location_en').notNull().default(''),
    locationZh: text('location_zh').notNull().default(''),
    registrationUrl: text('registration_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('articles_kind_published_idx').on(table.kind, table.published, table.publishedAt),
    index('articles_event_idx').on(table.eventStartsAt),
  ],
);

// ---- accounts, sessions, children and files (issue 3) ----------------------------------------

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const advisers = pgTable('advisers', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  titleEn: text('title_en').notNull().default(''),
  titleZh: text('title_zh').notNull().default(''),
  photo: text('photo').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  bioEn: text('bio_en').notNull().default(''),
  bioZh: text('bio_zh').notNull().default(''),
  /** The staff account (role adviser or admin) that is this adviser, when there is one. */
  userId: integer('user_id')
    .unique()
    .references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  /** Where the adviser works, for meeting times shown side by side (D17). */
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** Stored trimmed and in lower case. */
    email: text('email').notNull(),
    /** scrypt, with its parameters and salt (see domain/accounts/password-hashing.ts). */
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull().default(''),
    icon: text('icon').notNull().default(''),
    /** `admin` and `adviser` are the staff roles (D24). */
    role: text('role', { enum: ['parent', 'teacher', 'admin', 'adviser'] }).notNull().default('parent'),
    isFt: boolean('is_ft').notNull().default(false),
    adviserId: integer('adviser_id').references(() => advisers.id, { onDelete: 'set null' }),
    /** Loyalty points (the specification's `integration`). */
    integration: integer('integration').notNull().default(0),
    /** The language mail is written in: the one of the member's last sign-up, sign-in or profile update. */
    language: text('language', { enum: ['en', 'cn'] }).notNull().default('en'),
    createdAt: createdAt(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A disabled account cannot sign in, and its sessions were revoked when it was disabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set for a seeded or staff-made password: the next sign-in asks for a new one. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * The member's own IANA time zone, as their browser reported it at their last sign-up or
     * sign-in: mail shows a time in it beside the academy's when the two differ (D33).
     */
    timeZone: text('time_zone'),
    /** The kinds of notification the member gets in the portal only, not by mail (D29; never an essential one). */
    mailOptOuts: text('mail_opt_outs').array().$type<NotificationKind[]>().notNull().default(sql`'{}'::text[]`),
    /**
     * The version of the privacy notice and terms the member last agreed to, and when (issue 31);
     * null until they do. A newer version asks again.
     */
    policyVersion: text('policy_version'),
    policyAcceptedAt: timestamp('policy_accepted_at', { withTimezone: true }),
    /** The family asked for its account to be deleted; it is erased after the grace period unless they withdraw. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /** Personal data erased or anonymised; financial records stay with the anonymised account. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * Set when the member chose `timeZone` in their profile (a teacher's own clock, issue 29): a
     * sign-in from a browser elsewhere then leaves it alone.
     */
    timeZoneChosen: boolean('time_zone_chosen').notNull().default(false),
    /** For a family: the staff member who looks after it (issue 31). */
    assigneeId: integer('assignee_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_deletion_idx').on(table.deletionRequestedAt).where(sql`${table.deletionRequestedAt} is not null and ${table.erasedAt} is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored (D5). */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset_password'] }).notNull(),
    /** Salted SHA-256 of the six digits. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('auth_codes_user_purpose_idx').on(table.userId, table.purpose, table.sentAt)],
);

export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['female', 'male', 'other'] }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** A code of the current-grade dictionary. */
    grade: text('grade').notNull(),
    school: text('school').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the family removes a child that has records, orders, bookings or cases (issue 26):
     * the child leaves the family's lists and pickers, and staff keep what was made for it.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [index('children_parent_idx').on(table.parentId)],
);

export const teacherApplications = pgTable('teacher_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['submitted', 'reviewing', 'approved', 'rejected'] })
    .notNull()
    .default('submitted'),
  /** Each step's answers as validated by the shared schemas (whitelisted fields only). */
  profile: jsonb('profile').$type<TeacherApplicationAnswers['profile']>().notNull(),
  education: jsonb('education').$type<TeacherApplicationAnswers['education']>().notNull(),
  experience: jsonb('experience').$type<TeacherApplicationAnswers['experience']>().notNull(),
  teaching: jsonb('teaching').$type<TeacherApplicationAnswers['teaching']>().notNull(),
  availability: jsonb('availability').$type<TeacherApplicationAnswers['availability']>().notNull(),
  documents: jsonb('documents').$type<TeacherApplicationAnswers['documents']>().notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  /** Why an application was rejected; mailed to the applicant. */
  decisionReason: text('decision_reason').notNull().default(''),
});

export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    /** Made by the server: 32 hex digits and the detected extension. */
    key: text('key').notNull().unique(),
    /** Null for an application document sent before its sender had an account. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * `picture`: a public image staff placed on the site (catalogue, content, faculty);
     * `record` and `report`: a child's academic record or assessment report, staff-made;
     * `feedback` and `requirement`: a family's attachments;
     * `class`: a teacher's note or homework for a class; `message`: a parent–teacher message's file.
     */
    purpose: text('purpose', {
      enum: ['avatar', 'document', 'application', 'picture', 'record', 'report', 'feedback', 'requirement', 'class', 'message'],
    }).notNull(),
    /** Detected from the bytes, never taken from the request. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('stored_files_owner_idx').on(table.ownerId)],
);

/** Fixed-window counters, in the database so that limits hold across instances (DESIGN §4). */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  /** The policy name and a SHA-256 of the subject (an address, an e-mail, an account). */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  /** A growing delay: the subject's next attempt is refused before this moment. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

// ---- orders, payments and entitlements (issue 4) ---------------------------------------------

/** An application and purchase of one product for one child (D7). Money is in minor units. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The reference shown to the parent and written on a wire transfer. */
    orderSn: text('order_sn').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    /** Kept as it was at ordering time, like the product's name and the prices. */
    childName: text('child_name').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productNameEn: text('product_name_en').notNull(),
    productNameZh: text('product_name_zh').notNull(),
    /** Spec §4 order statuses 0-7 (shared/api/orders.ts). */
    status: smallint('status').notNull(),
    /** 0 unpaid, 1 online, 2 offline. */
    payType: smallint('pay_type').notNull().default(0),
    currency: text('currency').notNull(),
    tuitionAmount: integer('tuition_amount').notNull(),
    applicationFee: integer('application_fee').notNull(),
    payAmount: integer('pay_amount').notNull(),
    answers: jsonb('answers').$type<ApplicationAnswers>().notNull(),
    /** Whether this order took one of the product's seats, to be given back when it closes (D8). */
    holdsSeat: boolean('holds_seat').notNull().default(false),
    firstClassDate: date('first_class_date', { mode: 'string' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request an idempotency key was first used with. */
    requestFingerprint: text('request_fingerprint'),
    /**
     * The payment deadline while unpaid, set when the order is placed and never moved by a card
     * checkout (ADR 017); null once paid, under review or closed.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * D22: the latest the seat stays held, the deadline plus the grace for a card payment the
     * provider accepted before it (ADR 017). Never shown as time left to pay.
     */
    holdEndsBy: timestamp('hold_ends_by', { withTimezone: true }),
    /** The waitlist offer (D32) whose held seat this order took, instead of one of the stock. */
    waitlistEntryId: integer('waitlist_entry_id').references((): AnyPgColumn => waitlistEntries.id, { onDelete: 'set null' }),
    transferProofFileId: integer('transfer_proof_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_member_status_idx').on(table.memberId, table.status, table.createdAt),
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_product_idx').on(table.productId),
    index('orders_hold_idx').on(table.status, table.expiresAt),
    uniqueIndex('orders_member_idempotency_idx')
      .on(table.memberId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
  ],
);

/** The audit log of every status change (D7), which is also the order's timeline. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    actor: text('actor', { enum: ['member', 'staff', 'system', 'provider'] }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A message key of the event ("cardPaymentFailed"), or null. */
    event: text('event'),
    /** Free text from staff, e.g. why a transfer was rejected. */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('order_history_order_idx').on(table.orderId, table.id)],
);

/** A card checkout opened with a provider (D9); an order may open several, one at a time. */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The provider's id of the checkout (Stripe's `cs_…`). */
    providerSessionId: text('provider_session_id').notNull(),
    status: text('status', { enum: ['open', 'completed', 'failed', 'cancelled', 'expired'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    url: text('url').notNull(),
    /** Stripe's payment intent, needed to refund. */
    providerPaymentId: text('provider_payment_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_checkouts_provider_session_idx').on(table.provider, table.providerSessionId),
    index('payment_checkouts_order_idx').on(table.orderId),
  ],
);

/** Provider events already handled, so that a redelivered event changes nothing (D9). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** The money received for an order: at most one per order. */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  payType: smallint('pay_type').notNull(),
  provider: text('provider', { enum: ['sandbox', 'stripe', 'offline'] }).notNull(),
  /** How the money came: the checkout's way (card, Alipay, WeChat Pay) or a transfer; a refund goes back the same way. */
  method: text('method', { enum: PAID_METHODS }).notNull().default('card'),
  checkoutId: integer('checkout_id').references(() => paymentCheckouts.id),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  providerPaymentId: text('provider_payment_id'),
  /** Staff who confirmed a transfer. */
  confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A refund (D10): at most one per order. Card refunds complete through the provider; offline ones are a staff task. */
export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  percent: smallint('percent').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  method: text('method', { enum: ['card', 'offline'] }).notNull(),
  /**
   * `sent`: the provider has returned the money (its id is kept) and the order's change is still to
   * finish; `failed`: the provider refused the refund or reported it failed later; staff follow it up.
   */
  status: text('status', { enum: ['requested', 'sent', 'completed', 'failed'] }).notNull(),
  providerRefundId: text('provider_refund_id'),
  failureReason: text('failure_reason'),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The receipt of a payment, and of each refund: its figures as they stood when it was issued, so
 * that it reads the same whenever it is printed. `sequence` comes from `receipt_counters` in the
 * transaction of the payment or the refund: numbers follow one another and are never reused.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    sequence: integer('sequence').notNull().unique(),
    kind: text('kind', { enum: RECEIPT_KINDS }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    refundId: integer('refund_id')
      .unique()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** The course's full tuition, before any discount. */
    listTuition: integer('list_tuition').notNull(),
    discount: integer('discount').notNull(),
    applicationFee: integer('application_fee').notNull(),
    /** What was paid: list tuition − discount + fee. */
    total: integer('total').notNull(),
    /** A refund's amount and its percent of the tuition; null on a payment's receipt. */
    refundAmount: integer('refund_amount'),
    refundPercent: smallint('refund_percent'),
    method: text('method', { enum: PAID_METHODS }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('receipts_order_idx').on(table.orderId),
    uniqueIndex('receipts_payment_idx').on(table.orderId).where(sql`${table.kind} = 'payment'`),
  ],
);

/** The last number given for each numbered series (receipts); taken by one row update, so never twice. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  last: integer('last').notNull(),
});

/** What a paid order gives (D11): sessions (category 58) or hours (59) of one product. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    unit: text('unit', { enum: ['sessions', 'hours'] }).notNull(),
    total: integer('total').notNull(),
    /** Sessions consumed: attended or absent (D23). */
    used: integer('used').notNull().default(0),
    equityDateStart: date('equity_date_start', { mode: 'string' }).notNull(),
    equityDateEnd: date('equity_date_end', { mode: 'string' }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Set when the order is refunded: the entitlement no longer counts. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('entitlements_member_idx').on(table.memberId),
    check('entitlements_used_check', sql`${table.used} >= 0 and ${table.used} <= ${table.total}`),
  ],
);

/** A class session booked with an entitlement (D11). */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    entitlementId: integer('entitlement_id')
      .notNull()
      .references(() => entitlements.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id),
    /** The child who attends; kept so that one child never holds two seats of one class. */
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    /** booked → attended, absent or excused after the class (D23), or cancelled before it. */
    status: text('status', { enum: ['booked', 'attended', 'absent', 'excused', 'cancelled'] })
      .notNull()
      .default('booked'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    attendanceMarkedAt: timestamp('attendance_marked_at', { withTimezone: true }),
    attendanceMarkedBy: integer('attendance_marked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('bookings_entitlement_schedule_idx')
      .on(table.entitlementId, table.scheduleId)
      .where(sql`${table.status} <> 'cancelled'`),
    uniqueIndex('bookings_child_schedule_idx')
      .on(table.childId, table.scheduleId)
      .where(sql`${table.status} <> 'cancelled'`),
    index('bookings_schedule_idx').on(table.scheduleId),
  ],
);

/**
 * A family's place in a full course's queue (D32), for one child. A freed seat is offered to the
 * first waiting in `position` order by the statement that would otherwise give it back to the
 * stock, and held for the offer until `offerExpiresAt`; the order that takes it marks it taken.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** The order in the queue; staff may move an entry up or down. */
    position: integer('position').notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('waitlist_entries_queue_idx').on(table.productId, table.status, table.position),
    index('waitlist_entries_member_idx').on(table.memberId),
    uniqueIndex('waitlist_entries_child_idx')
      .on(table.productId, table.childId)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index('waitlist_entries_offer_idx').on(table.offerExpiresAt).where(sql`${table.status} = 'offered'`),
  ],
);

/**
 * A child's order moved, or offered a move, to another course of the same subject (ADR 029). An
 * offer (`decision`) waits for the family until `expiresAt`; accepting moves the order, its
 * entitlement and bookings, and takes the target's seat by the seat trigger of the order's
 * product change; declining or letting it run out refunds the tuition in full. One open offer
 * per order, and the row's own conditional update decides which answer wins.
 */
export const courseMoves = pgTable(
  'course_moves',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromProductId: integer('from_product_id')
      .notNull()
      .references(() => products.id),
    toProductId: integer('to_product_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind', { enum: MOVE_KINDS }).notNull(),
    status: text('status', { enum: MOVE_STATUSES }).notNull(),
    /** Tuition paid minus the target's tuition, minor units: positive when the target is cheaper. */
    priceDifference: integer('price_difference').notNull().default(0),
    /** A positive difference is refunded or waived, as staff chose; a negative one the academy waives. */
    differencePolicy: text('difference_policy', { enum: DIFFERENCE_POLICIES }).notNull().default('waive'),
    /** The refund of a positive difference once the move is accepted: card through the provider, a transfer for staff. */
    differenceRefundStatus: text('difference_refund_status', { enum: DIFFERENCE_REFUND_STATUSES }),
    differenceProviderRefundId: text('difference_provider_refund_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('course_moves_open_idx').on(table.orderId).where(sql`${table.status} = 'offered'`),
    index('course_moves_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'offered'`),
    index('course_moves_from_idx').on(table.fromProductId, table.status),
  ],
);

// ---- the back office (D24) -------------------------------------------------------------------

/** Every staff write: who, when, what, and the fields before and after (D24). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, so the log still reads after the account is renamed or removed. */
    actorName: text('actor_name').notNull(),
    /** What was done, as `<entity>.<verb>`: `product.update`, `order.confirmTransfer`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The changed fields only; secrets and password hashes never enter the log. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
    index('audit_log_created_idx').on(table.createdAt),
  ],
);

/** Secrets the app makes for itself on first use, shared by every instance (e.g. signing file links). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---- after the purchase: the plan, records and feedback (D11, D23) ----------------------------

/** A parent's private calendar address (`calendar/{secret}.ics`); renewing it replaces the secret. */
export const calendarFeeds = pgTable('calendar_feeds', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 256 random bits, base64url: the address itself is the credential. */
  secret: text('secret').notNull().unique(),
  createdAt: createdAt(),
});

/** A child's academic record: a report, transcript, certificate, assessment report or work sample. */
export const academicRecords = pgTable(
  'academic_records',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['report', 'transcript', 'certificate', 'assessmentReport', 'workSample'] }).notNull(),
    /** Free text such as "2026 Autumn". */
    term: text('term').notNull().default(''),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull().default(''),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** Set when the record is an assessment's report. */
    assessmentId: integer('assessment_id').references((): AnyPgColumn => assessments.id, { onDelete: 'set null' }),
    /** Set when the record is a teacher's progress report, released by staff (issue 29). */
    progressReportId: integer('progress_report_id').references((): AnyPgColumn => progressReports.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('academic_records_child_idx').on(table.childId, table.createdAt)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: ['course', 'teacher', 'schedule', 'billing', 'platform', 'other'] }).notNull(),
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['processing', 'processed'] }).notNull().default('processing'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the parent last opened the thread: staff messages after it are unread. */
    parentReadAt: timestamp('parent_read_at', { withTimezone: true }),
    /** The staff member working the thread (issue 31). */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_member_idx').on(table.memberId, table.status, table.createdAt),
    index('feedback_status_idx').on(table.status, table.createdAt),
  ],
);

export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['parent', 'staff'] }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_messages_thread_idx').on(table.feedbackId, table.id)],
);

export const feedbackFiles = pgTable(
  'feedback_files',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => feedbackMessages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.fileId] })],
);

// ---- assessments and Inspire requirements (D12, D13) -----------------------------------------

/** Who moved a case (assessment or requirement) to a status, when, and their note. */
const caseStep = {
  id: serial('id').primaryKey(),
  fromStatus: smallint('from_status'),
  toStatus: smallint('to_status').notNull(),
  actor: text('actor', { enum: ['member', 'staff', 'system'] }).notNull(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
};

/** An assessment of one child in 2-4 subjects (D13); statuses in shared/api/assessments.ts. */
export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    childName: text('child_name').notNull(),
    /** Codes of the subject dictionary. */
    subjects: text('subjects').array().notNull(),
    /** The three preferred times, in UTC, and the zone the parent chose them in (D17). */
    preferredSlots: timestamp('preferred_slots', { withTimezone: true }).array().notNull(),
    timeZone: text('time_zone').notNull(),
    notes: text('notes').notNull().default(''),
    status: smallint('status').notNull().default(0),
    /** What staff completed about the child before the assessment. */
    childInfo: jsonb('child_info').$type<Record<string, string>>(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    assessor: text('assessor').notNull().default(''),
    meetingUrl: text('meeting_url').notNull().default(''),
    reportFileId: integer('report_file_id').references(() => storedFiles.id),
    reportSentAt: timestamp('report_sent_at', { withTimezone: true }),
    abnormalReason: text('abnormal_reason').notNull().default(''),
    /** The staff member working the case (issue 31). */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assessments_member_idx').on(table.memberId, table.createdAt),
    index('assessments_status_idx').on(table.status, table.createdAt),
  ],
);

export const assessmentHistory = pgTable(
  'assessment_history',
  {
    ...caseStep,
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
  },
  (table) => [index('assessment_history_idx').on(table.assessmentId, table.id)],
);

/** An Inspire consulting request (D12), statuses 0-9 of spec §4. */
export const requirements = pgTable(
  'requirements',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    childName: text('child_name').notNull(),
    status: smallint('status').notNull().default(0),
    /** The questionnaire as validated by the shared schema. */
    questionnaire: jsonb('questionnaire').$type<Record<string, unknown>>().notNull(),
    consultantId: integer('consultant_id').references(() => advisers.id, { onDelete: 'set null' }),
    /** The foreign teacher matched, from the approved teacher applications. */
    teacherApplicationId: integer('teacher_application_id').references(() => teacherApplications.id, { onDelete: 'set null' }),
    meetingAt: timestamp('meeting_at', { withTimezone: true }),
    meetingUrl: text('meeting_url').notNull().default(''),
    /** The private programme formed at status 7, and the order it became at 8. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    closedReason: text('closed_reason').notNull().default(''),
    /** The staff member working the case (issue 31). */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('requirements_member_idx').on(table.memberId, table.status, table.createdAt),
    index('requirements_status_idx').on(table.status, table.createdAt),
    uniqueIndex('requirements_product_idx').on(table.productId),
  ],
);

export const requirementHistory = pgTable(
  'requirement_history',
  {
    ...caseStep,
    requirementId: integer('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
  },
  (table) => [index('requirement_history_idx').on(table.requirementId, table.id)],
);

/** Files a family attached to a requirement (`ddcQuestionnaire/file/list`, `saveFile`). */
export const requirementFiles = pgTable(
  'requirement_files',
  {
    id: serial('id').primaryKey(),
    requirementId: integer('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('requirement_files_idx').on(table.requirementId, table.id),
    uniqueIndex('requirement_files_file_idx').on(table.fileId),
  ],
);

// ---- notifications (D29, ADR 023) -------------------------------------------------------------

/** A notification's text in one language, as its mail and the portal show it. */
export interface NotificationText {
  subject: string;
  /** What the portal shows under the subject: the mail's paragraphs without greeting and closing. */
  summary: string;
  text: string;
  html: string;
}

/**
 * What a member is told (D29): written in the transaction of the change that causes it, read in
 * the portal, and mailed by the delivery worker from this same row. Its text is written in both
 * languages when it is made, so that neither the portal nor the worker depends on rows that may
 * change or go later; the mail goes in the member's language at the time it is sent.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    content: jsonb('content').$type<{ en: NotificationText; cn: NotificationText }>().notNull(),
    /** The portal page it is about. */
    link: text('link'),
    /** Shown and sent from this time on: now, or a reminder's time ahead. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** A class reminder's booking: cancelling or moving the booking takes its reminders with it. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** A receipt that goes with the mail as a PDF, made when it is sent, in the member's language then. */
    receiptId: integer('receipt_id').references(() => receipts.id, { onDelete: 'set null' }),
    /** Not mailed from this time on (a reminder of a class that has begun); null when it never goes stale. */
    sendBefore: timestamp('send_before', { withTimezone: true }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailStatus: text('mail_status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the worker may take it next; null once it is sent, failed or skipped. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A worker holds it until then; one that died lets it go when the time has passed. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_member_idx').on(table.userId, table.dueAt),
    index('notifications_due_idx').on(table.nextAttemptAt).where(sql`${table.nextAttemptAt} is not null`),
    index('notifications_booking_idx').on(table.bookingId).where(sql`${table.bookingId} is not null`),
  ],
);

// ---- working a case together (issue 31) -------------------------------------------------------

/**
 * Staff's internal note on a family, requirement, assessment or feedback thread: never sent to a
 * parent's API. Exactly one subject is set; the note goes with it.
 */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').references(() => users.id, { onDelete: 'cascade' }),
    requirementId: integer('requirement_id').references(() => requirements.id, { onDelete: 'cascade' }),
    assessmentId: integer('assessment_id').references(() => assessments.id, { onDelete: 'cascade' }),
    feedbackId: integer('feedback_id').references(() => feedback.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_notes_family_idx').on(table.familyId, table.id).where(sql`${table.familyId} is not null`),
    index('staff_notes_requirement_idx').on(table.requirementId, table.id).where(sql`${table.requirementId} is not null`),
    index('staff_notes_assessment_idx').on(table.assessmentId, table.id).where(sql`${table.assessmentId} is not null`),
    index('staff_notes_feedback_idx').on(table.feedbackId, table.id).where(sql`${table.feedbackId} is not null`),
    check(
      'staff_notes_one_subject_check',
      sql`num_nonnulls(${table.familyId}, ${table.requirementId}, ${table.assessmentId}, ${table.feedbackId}) = 1`,
    ),
  ],
);

/** A reply staff keep for feedback, in both languages; the thread gets the one of its family. */
export const savedReplies = pgTable('saved_replies', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  textEn: text('text_en').notNull(),
  textZh: text('text_zh').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- teachers teach here (D30, issue 29) ------------------------------------------------------

/** A teacher's class note or homework, seen by the class's booked families on their plan. */
export const classNotes = pgTable(
  'class_notes',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['note', 'homework'] }).notNull(),
    text: text('text').notNull(),
    /** Homework only: when it is due, in UTC. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('class_notes_schedule_idx').on(table.scheduleId, table.id)],
);

export const classNoteFiles = pgTable(
  'class_note_files',
  {
    noteId: integer('note_id')
      .notNull()
      .references(() => classNotes.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
  },
  (table) => [primaryKey({ columns: [table.noteId, table.fileId] })],
);

/**
 * A teacher's short report on one child's progress in a course: asked for by staff or at the
 * course's end, written by a teacher of the course, and released by staff as an academic record.
 */
export const progressReports = pgTable(
  'progress_reports',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    facultyMemberId: integer('faculty_member_id').references(() => facultyMembers.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['requested', 'submitted', 'released'] }).notNull().default('requested'),
    text: text('text').notNull().default(''),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    writtenBy: integer('written_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    releasedBy: integer('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('progress_reports_open_idx')
      .on(table.productId, table.childId)
      .where(sql`${table.status} <> 'released'`),
    index('progress_reports_faculty_idx').on(table.facultyMemberId, table.status),
  ],
);

/**
 * Parent–teacher talk about one child in one course (D30). The course's teachers and the child's
 * parent write in it; staff read and write in every thread.
 */
export const teacherThreads = pgTable(
  'teacher_threads',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the parent last read it: others' messages after it are unread for them. */
    parentReadAt: timestamp('parent_read_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('teacher_threads_child_product_idx').on(table.childId, table.productId),
    index('teacher_threads_parent_idx').on(table.parentId, table.lastMessageAt),
    index('teacher_threads_product_idx').on(table.productId, table.lastMessageAt),
  ],
);

export const teacherMessages = pgTable(
  'teacher_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => teacherThreads.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['parent', 'teacher', 'staff'] }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('teacher_messages_thread_idx').on(table.threadId, table.id)],
);

export const teacherMessageFiles = pgTable(
  'teacher_message_files',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => teacherMessages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.fileId] })],
);

/** When each teacher last read a thread: messages after it are unread for them. */
export const teacherThreadReads = pgTable(
  'teacher_thread_reads',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => teacherThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.userId] })],
);
