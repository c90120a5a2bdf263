import {
  ActionIcon,
  Group,
  Paper,
  Skeleton,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { dateTimeFormat } from "../../../../shared/intl.ts";
import { CsvExportButton } from "../../../components/admin/csv-export-button.tsx";
import { AdminLoadError } from "../../../components/admin/query-states.tsx";
import {
  addMonths,
  currentMonthIn,
  type YearMonth,
} from "../../../components/calendar/month-grid.ts";
import { useTranslation } from "../../../i18n/translator.tsx";
import { localeOf, useLanguage } from "../../../i18n/use-language.ts";
import { ACADEMY_TIME_ZONE } from "../../../lib/class-time.ts";
import { teacherHoursQueryOptions } from "../api/get-teacher-hours.ts";

/** Hours (issue 29): each teacher's classes taught in a month of the academy's calendar, with CSV. */
export function TeacherHoursPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [month, setMonth] = useState<YearMonth>(() =>
    currentMonthIn(ACADEMY_TIME_ZONE),
  );
  const hours = useQuery(teacherHoursQueryOptions(language, month));
  const label = dateTimeFormat(localeOf(language), {
    year: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(month.year, month.month - 1, 1)));
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="teacher-hours-title"
      data-testid="admin-teacher-hours"
    >
      <Group justify="space-between" wrap="wrap" gap="sm" mb="sm">
        <Title order={2} fz="lg" id="teacher-hours-title">
          {t("adminClasses.hours.title")}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t("adminClasses.hours.previous")}
              onClick={() => setMonth((current) => addMonths(current, -1))}
            >
              ‹
            </ActionIcon>
            <Text
              fw={600}
              ta="center"
              style={{ whiteSpace: "nowrap" }}
              aria-live="polite"
            >
              {label}
            </Text>
            <ActionIcon
              variant="subtle"
              aria-label={t("adminClasses.hours.next")}
              onClick={() => setMonth((current) => addMonths(current, 1))}
            >
              ›
            </ActionIcon>
          </Group>
          <CsvExportButton
            path="admin/class/hours"
            query={{ year: String(month.year), month: String(month.month) }}
            fileName={`teacher-hours-${month.year}-${month.month}`}
          />
        </Group>
      </Group>
      {hours.isPending ? (
        <Skeleton height={80} radius="md" />
      ) : hours.isError ? (
        <AdminLoadError
          error={hours.error}
          onRetry={() => void hours.refetch()}
        />
      ) : hours.data.length === 0 ? (
        <Text c="dimmed">{t("adminClasses.hours.empty")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("adminClasses.hours.teacher")}</Table.Th>
                <Table.Th ta="right">
                  {t("adminClasses.hours.classes")}
                </Table.Th>
                <Table.Th ta="right">{t("adminClasses.hours.hours")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {hours.data.map((row) => (
                <Table.Tr key={row.facultyId}>
                  <Table.Td>
                    {row.linked
                      ? row.name
                      : t("adminClasses.teacherPicker.notLinked", {
                          name: row.name,
                        })}
                  </Table.Td>
                  <Table.Td ta="right">{row.classes}</Table.Td>
                  <Table.Td ta="right">
                    {Math.round((row.minutes / 60) * 10) / 10}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
