import { adminShell } from './admin-shell.ts';
import { adminOrders } from './admin-orders.ts';
import { adminFamilies } from './admin-families.ts';
import { adminTeachers } from './admin-teachers.ts';
import { adminStaff } from './admin-staff.ts';
import { adminAudit } from './admin-audit.ts';
import { adminClasses } from './admin-classes.ts';
import { adminFeedback } from './admin-feedback.ts';
import { adminTeacherThreads } from './admin-teacher-threads.ts';
import { adminProgressReports } from './admin-progress-reports.ts';
import { adminAssessments } from './admin-assessments.ts';
import { adminRequirements } from './admin-requirements.ts';
import { adminCatalogue } from './admin-catalogue.ts';
import { adminContent } from './admin-content.ts';
import { adminFaculty } from './admin-faculty.ts';
import { adminNews } from './admin-news.ts';
import { adminHome } from './admin-home.ts';
import { adminLists } from './admin-lists.ts';
import { adminNotifications } from './admin-notifications.ts';
import { adminClassSizes } from './admin-class-sizes.ts';

/** The back office's texts, loaded by its routes only; each area brings its own file. */
export const adminPart = {
  adminShell,
  adminOrders,
  adminFamilies,
  adminTeachers,
  adminStaff,
  adminAudit,
  adminClasses,
  adminFeedback,
  adminTeacherThreads,
  adminProgressReports,
  adminAssessments,
  adminRequirements,
  adminCatalogue,
  adminContent,
  adminFaculty,
  adminNews,
  adminHome,
  adminLists,
  adminNotifications,
  adminClassSizes,
};
