// The QPS chart (spec 4): 6 hours in 5-minute steps, then the latest 5 minutes every 5 minutes (qps.ts); the
// timer stops while the page is hidden and when the chart is left.
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useEffectEvent, useState } from 'react';
import { useArea } from '../../../services/use-area';
import { callOperation } from '../../../schema-form/operations';
import { ANALYTICS_CONFIG } from '../config';
import { type Point, startQpsPoller } from '../qps';
import { formatCompact } from '../units';
import { ChartCard, withSummary } from './ChartCard';
import { csvFileName, seriesCsv } from '../csv-export';
import { SERIES_HEIGHT, SeriesChart, type SeriesPoint, SeriesTable, toXY } from './SeriesChart';
import { formatTime } from '../../../i18n/format';

/** Give it `key={JSON.stringify(scope)}`: a new scope starts a new window. */
export const QpsChart = memo(function QpsChart({ scope, reportInterval }: { scope: Record<string, unknown> | null; reportInterval: number }) {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const [points, setPoints] = useState<Point[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(scope);

  // The poller asks with the scope of its query (`key`: the same scope's content) and the interval shown now.
  const load = useEffectEvent(async (startTime: string, endTime: string) => {
    const answer = await callOperation<{ data: SeriesPoint[] }>(config.ops.series, {
      body: { ...scope, startTime, endTime, reportInterval, type: 2, page: 1, pageSize: 26784, minutesStep: 5 },
    });
    return toXY(answer.data);
  });
  const scoped = scope !== null;

  // A new poller only for a new query (`key`) or a retry.
  useEffect(() => {
    if (!scoped) return;
    const poller = startQpsPoller({
      load: (startTime, endTime) => load(startTime, endTime),
      onPoints: (next) => {
        setFailed(false);
        setPoints(next);
      },
      onError: () => setFailed(true),
    });
    const onVisibility = () => (document.hidden ? poller.pause() : poller.resume());
    document.addEventListener('visibilitychange', onVisibility);
    if (document.hidden) poller.pause();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      poller.stop();
    };
  }, [key, attempt, scoped]);

  const format = (v: number) => `${formatCompact(v, i18n.locale)}/s`;
  const latest = points?.at(-1);
  return (
    <ChartCard
      title={<Trans>Requests a second, last 6 hours</Trans>}
      loading={!points && !failed}
      loadingHeight={withSummary(SERIES_HEIGHT)}
      chartHeight={SERIES_HEIGHT}
      failed={failed && !points}
      onRetry={() => setAttempt((n) => n + 1)}
      empty={points?.length === 0}
      csv={{ file: csvFileName('requests-a-second', points?.length ? new Date(points[0]!.x).toISOString() : undefined), text: () => seriesCsv(points ?? [], 'requestsPerSecond') }}
      summary={
        latest && (
          <span data-testid="qps-summary">
            <Trans>
              Latest {format(latest.y)} at {formatTime(latest.x, i18n.locale)}; refreshed every 5 minutes.
            </Trans>
          </span>
        )
      }
      chart={<SeriesChart points={points ?? []} label={t`Requests a second`} format={format} />}
      table={<SeriesTable points={points ?? []} label={t`Requests a second`} format={format} />}
    />
  );
});
