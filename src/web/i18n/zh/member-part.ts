import { auth } from './auth.ts';
import { user } from './user.ts';
import { children } from './children.ts';
import { teacher } from './teacher.ts';
import { purchase } from './purchase.ts';
import { orders } from './orders.ts';
import { assessments } from './assessments.ts';
import { requirements } from './requirements.ts';
import { booking } from './booking.ts';
import { plan } from './plan.ts';
import { records } from './records.ts';
import { feedback } from './feedback.ts';
import { notifications } from './notifications.ts';
import { teacherClasses } from './teacher-classes.ts';
import { teacherMessages } from './teacher-messages.ts';
import { teacherReports } from './teacher-reports.ts';

/** The Simplified Chinese texts of sign-in and the user area, loaded when a page needs them. */
export const memberPart = { auth, user, children, teacher, purchase, orders, assessments, requirements, booking, plan, records, feedback, notifications, teacherClasses, teacherMessages, teacherReports };
