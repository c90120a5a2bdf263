import type { DeliveryStatus } from '../../../shared/api/notifications.ts';

/** The back office's notifications area (issue 27): every message mailed to members. */
export const adminNotifications = {
  title: 'Notifications',
  subtitle: 'Every message mailed to families and teachers: whether it went, how often it was tried and why it failed.',
  searchPlaceholder: 'Recipient’s name or e-mail',
  columns: {
    created: 'Created',
    recipient: 'Recipient',
    kind: 'Kind',
    status: 'Status',
    attempts: 'Attempts',
    lastError: 'Last error',
    actions: 'Actions',
  },
  statuses: {
    pending: 'Waiting',
    sent: 'Sent',
    retrying: 'Retrying',
    failed: 'Failed',
    skipped: 'Not mailed (turned off)',
  } satisfies Record<DeliveryStatus, string>,
  nextAttempt: 'Next try {{time}}',
  sentAt: 'Sent {{time}}',
  resend: 'Send again',
  resendTo: 'Send again to {{name}}',
  resendTitle: 'Send this message again?',
  resendBody: 'The message goes back in the queue and is mailed to {{name}} ({{email}}) again. This is recorded in the audit log.',
  resent: 'The message is back in the queue',
};
