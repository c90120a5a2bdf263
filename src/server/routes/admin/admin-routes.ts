import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminArticleRoutes } from './article/admin-articles.ts';
import { adminAssessmentRoutes } from './assessment/admin-assessments.ts';
import { adminAuditRoutes } from './audit/admin-audit.ts';
import { adminCatalogueListRoutes } from './catalogue-lists/admin-catalogue-lists.ts';
import { adminClassRoutes } from './class/classes.ts';
import { adminContentRoutes } from './content/admin-content.ts';
import { adminDashboardRoutes } from './dashboard/admin-dashboard.ts';
import { adminFacultyRoutes } from './faculty/admin-faculty.ts';
import { adminFamilyRoutes } from './family/admin-families.ts';
import { adminHomeRoutes } from './home/admin-home.ts';
import { adminFeedbackRoutes } from './feedback/feedback.ts';
import { adminSavedReplyRoutes } from './feedback/saved-replies.ts';
import { adminOrderRoutes } from './order/admin-orders.ts';
import { adminWaitlistRoutes } from './waitlist/admin-waitlist.ts';
import { adminCourseDecisionRoutes } from './course-decision/admin-course-decisions.ts';
import { adminCourseMoveRoutes } from './course-move/admin-course-moves.ts';
import { adminProductRoutes } from './product/admin-products.ts';
import { adminRecordRoutes } from './record/records.ts';
import { adminRequirementRoutes } from './requirement/admin-requirements.ts';
import { adminStaffRoutes } from './staff/admin-staff.ts';
import { adminTeacherApplicationRoutes } from './teacher-application/admin-teacher-applications.ts';
import { adminTeacherThreadRoutes } from './teacher-thread/admin-teacher-threads.ts';
import { adminProgressReportRoutes } from './progress-report/admin-progress-reports.ts';
import { adminNotificationRoutes } from './notification/admin-notifications.ts';

/**
 * `admin/*`: the back office's API (DESIGN §2b), one folder per resource. Each resource guards
 * itself with `authenticate` and the `staffArea` of STAFF_AREAS; a test walks every route here.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminDashboardRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminWaitlistRoutes);
  await app.register(adminCourseDecisionRoutes);
  await app.register(adminCourseMoveRoutes);
  await app.register(adminFamilyRoutes);
  await app.register(adminTeacherApplicationRoutes);
  await app.register(adminStaffRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminAssessmentRoutes);
  await app.register(adminRequirementRoutes);
  await app.register(adminClassRoutes);
  await app.register(adminRecordRoutes);
  await app.register(adminFeedbackRoutes);
  await app.register(adminSavedReplyRoutes);
  await app.register(adminTeacherThreadRoutes);
  await app.register(adminProgressReportRoutes);
  await app.register(adminNotificationRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminFacultyRoutes);
  await app.register(adminArticleRoutes);
  await app.register(adminHomeRoutes);
  await app.register(adminCatalogueListRoutes);
};
