import {
  Button,
  Card,
  Group,
  Skeleton,
  SimpleGrid,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId, useState } from "react";
import type { DashboardTrends } from "../../../../shared/api/admin-dashboard.ts";
import {
  AdminLoadError,
  AdminLoading,
} from "../../../components/admin/query-states.tsx";
import { useTranslation } from "../../../i18n/translator.tsx";
import { localeOf, useLanguage } from "../../../i18n/use-language.ts";
import { useFormatters } from "../../../lib/format.ts";
import { dateTimeFormat } from "../../../../shared/intl.ts";
import { dashboardTrendsQueryOptions } from "../api/get-dashboard-trends.ts";
import { chartCsv, downloadCsv } from "./chart-csv.ts";
import type { ChartProps } from "./dashboard-charts.tsx";

// recharts and the chart styles load after the dashboard has painted, in a chunk of their own.
const DashboardChart = lazy(() => import("./dashboard-charts.tsx"));

interface ChartCardProps {
  title: string;
  description: string;
  fileName: string;
  chart: ChartProps;
  /** The table's header and rows as shown; the CSV takes `csvRows`, the plain figures. */
  header: string[];
  rows: string[][];
  csvRows: (string | number)[][];
  empty: boolean;
}

/** One chart with its table (always there for screen readers, shown on demand) and its CSV. */
function ChartCard({
  title,
  description,
  fileName,
  chart,
  header,
  rows,
  csvRows,
  empty,
}: ChartCardProps) {
  const { t } = useTranslation();
  const [tableShown, setTableShown] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const table = (
    <Table id={tableId} striped withTableBorder fz="sm">
      <Table.Caption>{title}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {header.map((cell, index) => (
            <Table.Th key={cell} ta={index === 0 ? "left" : "right"}>
              {cell}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row[0]}>
            {row.map((cell, index) =>
              index === 0 ? (
                <Table.Th key={index} scope="row" fw={400}>
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={index} ta="right">
                  {cell}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      data-testid={`chart-${fileName}`}
    >
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {description}
      </Text>
      {empty ? (
        <Text size="sm" c="gray.7">
          {t("adminShell.trends.empty")}
        </Text>
      ) : (
        <>
          {!tableShown && (
            // The drawing repeats the table below, which screen readers and the keyboard use instead.
            <div inert aria-hidden="true" data-testid="chart-drawing">
              <Suspense
                fallback={
                  <Skeleton h={chart.horizontal ? 200 : 260} radius="md" />
                }
              >
                <DashboardChart {...chart} />
              </Suspense>
            </div>
          )}
          {tableShown ? table : <VisuallyHidden>{table}</VisuallyHidden>}
          <Group gap="xs" mt="sm" justify="flex-end">
            <Button
              variant="subtle"
              size="xs"
              aria-controls={tableId}
              aria-expanded={tableShown}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown
                ? t("adminShell.trends.showChart")
                : t("adminShell.trends.showTable")}
            </Button>
            <Button
              variant="light"
              size="xs"
              onClick={() => downloadCsv(fileName, chartCsv(header, csvRows))}
            >
              {t("adminShell.trends.csv")}
            </Button>
          </Group>
        </>
      )}
    </Card>
  );
}

function TrendCharts({ trends }: { trends: DashboardTrends }) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const format = useFormatters();
  const weekLabel = (day: string) =>
    dateTimeFormat(locale, {
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${day}T00:00:00Z`));
  const monthLabel = (month: string) =>
    dateTimeFormat(locale, {
      year: "numeric",
      month: "short",
      timeZone: "UTC",
    }).format(new Date(`${month}-01T00:00:00Z`));
  const weeks = trends.enrolmentsPerWeek;
  const courses = trends.seatsPerCourse;
  const enrolmentsLabel = t("adminShell.trends.enrolments.series");

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard
        title={t("adminShell.trends.enrolments.title")}
        description={t("adminShell.trends.enrolments.description")}
        fileName="enrolments-per-week"
        empty={weeks.every((week) => week.enrolments === 0)}
        chart={{
          data: weeks.map((week) => ({
            week: weekLabel(week.weekStart),
            enrolments: week.enrolments,
          })),
          dataKey: "week",
          series: [
            { name: "enrolments", label: enrolmentsLabel, color: "navy.6" },
          ],
        }}
        header={[t("adminShell.trends.enrolments.week"), enrolmentsLabel]}
        rows={weeks.map((week) => [
          weekLabel(week.weekStart),
          String(week.enrolments),
        ])}
        csvRows={weeks.map((week) => [week.weekStart, week.enrolments])}
      />
      {trends.moneyPerMonth.length === 0 ? (
        <ChartCard
          title={t("adminShell.trends.money.title", { currency: "" }).trim()}
          description={t("adminShell.trends.money.description")}
          fileName="revenue-and-refunds-per-month"
          empty
          chart={{ data: [], dataKey: "month", series: [] }}
          header={[]}
          rows={[]}
          csvRows={[]}
        />
      ) : (
        trends.moneyPerMonth.map(({ currency, months }) => {
          const money = (minor: number) => format.money(minor, currency);
          const revenue = t("adminShell.trends.money.revenue");
          const refunds = t("adminShell.trends.money.refunds");
          return (
            <ChartCard
              key={currency}
              title={t("adminShell.trends.money.title", { currency })}
              description={t("adminShell.trends.money.description")}
              fileName={`revenue-and-refunds-per-month-${currency.toLowerCase()}`}
              empty={months.every(
                (month) => month.revenue === 0 && month.refunds === 0,
              )}
              chart={{
                data: months.map((month) => ({
                  month: monthLabel(month.month),
                  revenue: month.revenue,
                  refunds: month.refunds,
                })),
                dataKey: "month",
                series: [
                  { name: "revenue", label: revenue, color: "navy.6" },
                  { name: "refunds", label: refunds, color: "orange.7" },
                ],
                valueFormatter: money,
              }}
              header={[t("adminShell.trends.money.month"), revenue, refunds]}
              rows={months.map((month) => [
                monthLabel(month.month),
                money(month.revenue),
                money(month.refunds),
              ])}
              csvRows={months.map((month) => [
                month.month,
                (month.revenue / 100).toFixed(2),
                (month.refunds / 100).toFixed(2),
              ])}
            />
          );
        })
      )}
      <ChartCard
        title={t("adminShell.trends.seats.title")}
        description={t("adminShell.trends.seats.description")}
        fileName="seats-per-course"
        empty={courses.length === 0}
        chart={{
          data: courses.map((course) => ({
            course: course.course,
            filled: course.filled,
            held: course.held,
            free: course.capacity - course.filled - course.held,
          })),
          dataKey: "course",
          series: [
            {
              name: "filled",
              label: t("adminShell.trends.seats.filled"),
              color: "navy.6",
            },
            {
              name: "held",
              label: t("adminShell.trends.seats.held"),
              color: "yellow.6",
            },
            {
              name: "free",
              label: t("adminShell.trends.seats.free"),
              color: "gray.3",
            },
          ],
          stacked: true,
          horizontal: true,
        }}
        header={[
          t("adminShell.trends.seats.course"),
          t("adminShell.trends.seats.filled"),
          t("adminShell.trends.seats.held"),
          t("adminShell.trends.seats.capacity"),
        ]}
        rows={courses.map((course) => [
          course.course,
          String(course.filled),
          String(course.held),
          String(course.capacity),
        ])}
        csvRows={courses.map((course) => [
          course.course,
          course.filled,
          course.held,
          course.capacity,
        ])}
      />
    </SimpleGrid>
  );
}

/** The trends: enrolments per week, money per month and seats per course of this term. */
export function DashboardTrendsSection() {
  const { t } = useTranslation();
  const trends = useQuery(dashboardTrendsQueryOptions(useLanguage()));
  return (
    <section aria-labelledby="dashboard-trends">
      <Title order={2} size="h4" id="dashboard-trends" mb="sm">
        {t("adminShell.trends.title")}
      </Title>
      {trends.isPending && <AdminLoading />}
      {trends.isError && (
        <AdminLoadError
          error={trends.error}
          onRetry={() => void trends.refetch()}
        />
      )}
      {trends.data && <TrendCharts trends={trends.data} />}
    </section>
  );
}
